import type { Business } from "../schema/business";

/**
 * Why a link cannot stand for the business's own page: a network's home page or a search is
 * nobody's profile. Null when it can.
 */
export function notAProfile(url: string): string | null {
  const { pathname, search } = new URL(url);
  if (pathname === "/" || pathname === "") return "is the site's home page, not the business's profile";
  if (/\/search\b/.test(pathname) || /[?&]q=/.test(search)) return "is a search page, not the business's profile";
  return null;
}

/** The social profiles the footer may link: real profiles only, never a sample or a network's home page. */
export function socialProfiles(business: Pick<Business, "social">): Business["social"] {
  return business.social.filter((profile) => !profile.sample && notAProfile(profile.url) === null);
}
