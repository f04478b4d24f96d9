import { socialProfiles } from "@brightwater/content/social-profiles";
import { Icon } from "../icons";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

export function Footer() {
  const { business, navigation, cities } = useSite();
  const { footer, ui } = navigation;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
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
                {business.address.street}, {business.address.city}, {business.address.region}{" "}
                {business.address.postalCode}
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
        {footer.columns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <p className="site-footer__heading">{column.label}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={ui.serviceAreasHeading}>
          <p className="site-footer__heading">{ui.serviceAreasHeading}</p>
          <ul>
            {cities.map((city) => (
              <li key={city.slug}>
                <SiteLink href={city.path}>
                  {city.name}, {city.state}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>{ui.copyright}</p>
        <ul>
          {footer.legal.map((link) => (
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
    </footer>
  );
}
