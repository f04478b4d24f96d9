import { socialProfiles } from "@brightwater/content/social-profiles";
import type { ReactNode } from "react";
import { Icon } from "../icons";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

/** The company, how to reach it and its hours. */
function FooterAbout() {
  const { business, navigation } = useSite();
  const { footer, ui } = navigation;
  return (
    <div className="site-footer__about">
      <p className="site-footer__brand">{business.name}</p>
      <p>{footer.about}</p>
      <p className="site-footer__heading">{ui.contactHeading}</p>
      <ul className="site-footer__contact">
        <li>
          <Icon name="phone" size={16} />
          <CallLink trackLabel="Footer" />
        </li>
        <li>
          <Icon name="map-pin" size={16} />
          <span>
            {business.address.street}, {business.address.city}, {business.address.region} {business.address.postalCode}
          </span>
        </li>
        <li>
          <Icon name="clock" size={16} />
          <span>{`${ui.officeHoursLabel}: ${business.hours.office}`}</span>
        </li>
        <li>
          <Icon name="clock" size={16} />
          <span>{`${ui.emergencyLineLabel}: ${business.hours.emergency}`}</span>
        </li>
      </ul>
      <p>
        <a href={`mailto:${business.email}`}>{business.email}</a>
      </p>
    </div>
  );
}

/** One column of links under its heading. */
function FooterColumn({ label, links }: { label: string; links: readonly { href: string; label: ReactNode }[] }) {
  return (
    <nav aria-label={label}>
      <p className="site-footer__heading">{label}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The copyright line, the legal pages and the company's profiles elsewhere. */
function FooterLegal() {
  const { business, navigation } = useSite();
  return (
    <div className="container site-footer__legal">
      <p>{navigation.ui.copyright}</p>
      <ul>
        {navigation.footer.legal.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
        {socialProfiles(business).map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { navigation, cities } = useSite();
  const { footer, ui } = navigation;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterAbout />
        {footer.columns.map((column) => (
          <FooterColumn key={column.label} label={column.label} links={column.links} />
        ))}
        <FooterColumn
          label={ui.serviceAreasHeading}
          links={cities.map((city) => ({ href: city.path, label: `${city.name}, ${city.state}` }))}
        />
      </div>
      <FooterLegal />
    </footer>
  );
}
