import type { MenuItem } from "@brightwater/content/types";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "../icons";
import { useSite } from "../site-context";
import { Brand } from "./brand";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

type MenuLink = Exclude<MenuItem, { kind: "menu" }>;

/** A menu link's address: its own, or (Contact) the page's form that Request Service leads to. */
function hrefOf(item: MenuLink, requestAnchor: string): string {
  return item.kind === "request" ? requestAnchor : item.href;
}

/** Menu links as list items; `onClick` lets the phone menu close itself. */
function LinkItems({ links, onClick }: { links: readonly { href: string; label: string }[]; onClick?: () => void }) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} onClick={onClick}>
            {link.label}
          </SiteLink>
        </li>
      ))}
    </>
  );
}

/** The small arrow after a menu's name: down for a dropdown, right for a submenu. */
function Chevron({ direction }: { direction: "down" | "right" }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path
        d={direction === "down" ? "M2 4l4 4 4-4" : "M4 2l4 4-4 4"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Desktop dropdowns open on hover and keyboard focus through CSS; no script is needed for them. */
function DesktopMenu({ item }: { item: Extract<MenuItem, { kind: "menu" }> }) {
  return (
    <li className="nav__item nav__item--menu">
      <button type="button" className="nav__trigger" aria-haspopup="true">
        {item.label}
        <Chevron direction="down" />
      </button>
      <div className="nav__panel">
        <ul className="nav__list">
          {item.groups.map((group) => (
            <li key={group.label} className="nav__group">
              <span className="nav__group-label">
                {group.label}
                <Chevron direction="right" />
              </span>
              <ul className="nav__submenu">
                <LinkItems links={group.links} />
              </ul>
            </li>
          ))}
          <LinkItems links={item.links} />
        </ul>
      </div>
    </li>
  );
}

function MobileMenu({ items, requestAnchor }: { items: readonly MenuItem[]; requestAnchor: string }) {
  const { navigation } = useSite();
  // A group's link the bar also has at its top level is listed there only.
  const topLevel = new Set(items.flatMap((item) => (item.kind === "link" ? [item.href] : [])));
  const inGroup = (links: readonly { href: string; label: string }[]) =>
    links.filter((link) => !topLevel.has(link.href));
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, hash } = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };
  // Any navigation, including back and forward, closes the menu; not the page's hydration, which
  // comes after load: a menu opened before it (it is a <details>) stays open.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const at = `${pathname}${hash}`;
    if (shown.current !== null && shown.current !== at) close();
    shown.current = at;
  }, [pathname, hash]);

  return (
    <details className="mobile-menu" ref={details}>
      <summary className="mobile-menu__toggle" aria-label={navigation.ui.menuLabel}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <nav className="mobile-menu__panel" aria-label={navigation.ui.mainNavLabel}>
        <ul>
          {items.map((item) =>
            item.kind !== "menu" ? (
              <li key={item.label}>
                <SiteLink href={hrefOf(item, requestAnchor)} onClick={close}>
                  {item.label}
                </SiteLink>
              </li>
            ) : (
              <li key={item.label} className="mobile-menu__group">
                <span className="mobile-menu__label">{item.label}</span>
                <ul>
                  <LinkItems
                    links={inGroup([...item.groups.flatMap((group) => group.links), ...item.links])}
                    onClick={close}
                  />
                </ul>
              </li>
            ),
          )}
        </ul>
        <CallLink trackLabel="Navigation Mobile" className="button button--primary mobile-menu__call">
          <Icon name="phone" size={18} />
          {useSite().business.phone.display}
        </CallLink>
      </nav>
    </details>
  );
}

/** The site's header; `requestAnchor`: where this page's Request Service leads (its form, else the home page's). */
export function Header({ requestAnchor }: { requestAnchor: string }) {
  const { business, navigation } = useSite();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Brand />
        <nav className="nav" aria-label={navigation.ui.mainNavLabel}>
          <ul className="nav__bar">
            {navigation.header.map((item) =>
              item.kind !== "menu" ? (
                <li key={item.label} className="nav__item">
                  <SiteLink href={hrefOf(item, requestAnchor)} className="nav__link">
                    {item.label}
                  </SiteLink>
                </li>
              ) : (
                <DesktopMenu key={item.label} item={item} />
              ),
            )}
          </ul>
        </nav>
        <CallLink trackLabel="Navigation Desktop" className="button button--primary site-header__call">
          <Icon name="phone" size={18} />
          <span className="site-header__number">{business.phone.display}</span>
        </CallLink>
        {/* Tablets: a short Call button beside the menu. Phones call from the call bar at the foot
            of the screen, the page's one call button (chrome.css). */}
        <CallLink trackLabel="Navigation Mobile" className="button button--primary site-header__call-short">
          <Icon name="phone" size={18} />
          {navigation.ui.callShort}
        </CallLink>
        <MobileMenu items={navigation.header} requestAnchor={requestAnchor} />
      </div>
    </header>
  );
}
