import { offSiteMessage, offSitePath, siteLinks } from "../pages/links";
import { redirectProblems } from "../pages/redirects";
import type { Problem } from "../schema/catalogue-error";
import type { Navigation, NavLink } from "../schema/navigation";
import type { OfferPopup } from "../schema/offer-popup";
import type { PageEntry } from "../schema/page";
import type { Redirect } from "../schema/redirects";
import { type DatedOffer, offerWindowChecks } from "./offer-checks";
import { publishedPathProblems } from "./published-paths";
import { snippetWarnings } from "./snippets";

export interface RulesInput {
  /** Every page, drafts included. */
  pages: readonly PageEntry[];
  pageFiles: ReadonlyMap<PageEntry, string>;
  navigation: Navigation;
  offerPopup: OfferPopup;
  redirects: readonly Redirect[];
  published: readonly string[];
}

const pathsOf = (pages: readonly PageEntry[]) => new Set(pages.flatMap((page) => [page.path, ...page.aliases]));

/**
 * The rules that span files: no published page links a draft, redirects end at a page, every
 * path ever published still answers, and the warnings about search snippets and offer dates.
 */
export function catalogueRules(input: RulesInput, now = new Date()): { problems: Problem[]; warnings: Problem[] } {
  const { pages, pageFiles, offerPopup, redirects, published } = input;
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const allPaths = pathsOf(pages);
  const publishedPages = pages.filter((page) => !page.draft);
  const pagePaths = pathsOf(publishedPages);
  const draftPaths = pathsOf(pages.filter((page) => page.draft));

  for (const page of publishedPages) {
    const file = pageFiles.get(page) ?? "pages";
    page.blocks.forEach((block, index) => {
      // A city's links to its neighbours are checked on its `nearby` list, where the editor writes them.
      if (block.type === "nearbyCommunities" && page.layout === "city") return;
      for (const link of siteLinks(block, ["blocks", index])) {
        if (draftPaths.has(link.target)) {
          problems.push({ file, path: link.path, message: `links to draft page "${link.target}"` });
        }
      }
    });
  }
  for (const link of siteLinks(offerPopup)) {
    if (draftPaths.has(link.target)) {
      problems.push({ file: "offer-popup.json", path: link.path, message: `links to draft page "${link.target}"` });
    }
  }

  problems.push(...offSiteLinkProblems(input));
  problems.push(...redirectProblems(redirects, pagePaths, allPaths));
  const redirectFroms = new Set(redirects.map((redirect) => redirect.from));
  problems.push(...publishedPathProblems(published, pagePaths, redirectFroms, draftPaths));

  for (const page of pages) {
    const file = pageFiles.get(page) ?? "pages";
    warnings.push(...snippetWarnings(file, page.seo).map((warning) => locateSnippet(warning)));
  }

  const offers: DatedOffer[] = [{ file: "offer-popup.json", path: "", window: offerPopup }];
  for (const page of pages) {
    page.blocks.forEach((block, index) => {
      offers.push({ file: pageFiles.get(page) ?? "pages", path: `blocks[${index}]`, window: block });
    });
  }
  for (const offer of offers) {
    const checked = offerWindowChecks(offer, now);
    problems.push(...checked.problems);
    warnings.push(...checked.warnings);
  }
  return { problems, warnings };
}

/**
 * Links written as paths that a browser takes to another site ("//host", "/\\host"), in every
 * page and the offer. An article's are found with their line where it is read (articles.ts).
 */
function offSiteLinkProblems({ pages, pageFiles, offerPopup }: RulesInput): Problem[] {
  const located = [
    ...pages.flatMap((page) => {
      const file = pageFiles.get(page) ?? "pages";
      if (file.startsWith("articles/")) return [];
      return page.blocks.flatMap((block, index) =>
        siteLinks(block, ["blocks", index]).map((link) => ({ file, ...link })),
      );
    }),
    ...siteLinks(offerPopup).map((link) => ({ file: "offer-popup.json", ...link })),
  ];
  return located
    .filter((link) => offSitePath.test(link.target))
    .map(({ file, path, target }) => ({ file, path, message: offSiteMessage(target) }));
}

/** City and article titles are written elsewhere than `seo`: point the editor there. */
function locateSnippet(warning: Problem): Problem {
  if (warning.file.startsWith("cities/")) {
    return { ...warning, file: "templates/city-page.json", message: `${warning.message} (${warning.file})` };
  }
  if (warning.file.startsWith("articles/")) {
    return { ...warning, path: warning.path === "seo.title" ? "title" : "excerpt", message: warning.message };
  }
  return warning;
}

/** The menus and footer without links to draft pages (a production build hides them). */
export function withoutLinksTo(navigation: Navigation, drafts: ReadonlySet<string>): Navigation {
  const keep = (link: { href: string }) => !drafts.has(link.href.split("#")[0] || "/");
  const links = (list: NavLink[]) => list.filter(keep);
  const groups = <G extends { links: NavLink[] }>(list: G[]) =>
    list.map((group) => ({ ...group, links: links(group.links) })).filter((group) => group.links.length > 0);
  return {
    ...navigation,
    header: navigation.header
      .filter((item) => item.kind !== "link" || keep(item))
      .map((item) =>
        item.kind === "menu" ? { ...item, groups: groups(item.groups), links: links(item.links) } : item,
      ),
    footer: { ...navigation.footer, columns: groups(navigation.footer.columns), legal: links(navigation.footer.legal) },
  };
}

/** Every path and alias answers exactly one page. */
export function duplicatePathProblems(
  pages: readonly PageEntry[],
  pageFiles: ReadonlyMap<PageEntry, string>,
): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  for (const page of pages) {
    const file = pageFiles.get(page) ?? "pages";
    for (const [index, path] of [page.path, ...page.aliases].entries()) {
      const owner = owners.get(path);
      if (owner) {
        problems.push({
          file,
          path: index === 0 ? "path" : `aliases[${index - 1}]`,
          message: `duplicate path "${path}" (also in ${owner})`,
        });
      } else {
        owners.set(path, file);
      }
    }
  }
  return problems;
}
