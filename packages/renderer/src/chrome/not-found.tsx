import { Link, useLocation } from "react-router";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";

/** Whether a path with nothing there gets the "Article Not Found" page rather than the 404. */
export const isArticlePath = (pathname: string) => pathname.startsWith("/archive/");

/** The 404's ways on: the main services and the towns, as the catalogue lists them. */
function WaysOn() {
  const { linksHeading, links } = useSite().navigation.ui.notFound;
  return (
    <nav className="not-found__links" aria-labelledby="not-found-links">
      <h2 id="not-found-links">{linksHeading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The page for an address with nothing there: the site's 404, with the way home, the phone number
 * and the main services and towns, or for an address under /archive/ "Article Not Found", with the
 * way back to the archive.
 */
export function NotFound() {
  const { notFound, articleNotFound } = useSite().navigation.ui;
  const page = isArticlePath(useLocation().pathname)
    ? { heading: articleNotFound.title, text: articleNotFound.text, to: "/archive", label: articleNotFound.backLabel }
    : {
        eyebrow: notFound.label,
        heading: notFound.heading,
        text: notFound.text,
        to: "/",
        label: notFound.homeLabel,
        call: true,
      };
  return (
    <section className="hero">
      <div className="container hero__inner">
        {page.eyebrow ? <p className="hero__eyebrow">{page.eyebrow}</p> : null}
        <h1>{page.heading}</h1>
        <p className="hero__subtitle">{page.text}</p>
        <div className="actions">
          <Link to={page.to} className="button button--primary">
            {page.label}
          </Link>
          {page.call ? <CallLink trackLabel="404 Page" className="button button--secondary" /> : null}
        </div>
        {page.call ? <WaysOn /> : null}
      </div>
    </section>
  );
}
