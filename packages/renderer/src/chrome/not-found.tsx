import { Link, useLocation } from "react-router";
import { CatalogueImage } from "../lib/picture";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";

/** Whether a path with nothing there gets the "Article Not Found" page rather than the 404. */
export const isArticlePath = (pathname: string) => pathname.startsWith("/archive/");

/**
 * The page for an address with nothing there: the site's 404, with the way home, the phone number
 * and the ways on the catalogue lists (the main services and the towns), or for an address under
 * /archive/ "Article Not Found", with the way back to the archive.
 */
export function NotFound() {
  const { notFound, articleNotFound } = useSite().navigation.ui;
  // One branch each, not an object of the words each page shows: every page loads this code.
  const article = isArticlePath(useLocation().pathname);
  return (
    <section className="hero">
      <div className="container hero__inner">
        <CatalogueImage className="not-found__drawing" image={notFound.image} slot="hero" />
        {article ? null : <p className="hero__eyebrow">{notFound.label}</p>}
        <h1>{article ? articleNotFound.title : notFound.heading}</h1>
        <p className="hero__subtitle">{article ? articleNotFound.text : notFound.text}</p>
        <div className="actions">
          <Link to={article ? "/archive" : "/"} className="button button--primary">
            {article ? articleNotFound.backLabel : notFound.homeLabel}
          </Link>
          {article ? null : <CallLink trackLabel="404 Page" className="button button--secondary" />}
        </div>
        {article ? null : (
          <div className="not-found__links">
            <h2>{notFound.linksHeading}</h2>
            {notFound.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
