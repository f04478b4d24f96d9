// A page past its first round trip with its own rules (page-style.ts) carries only its first
// screen's: the header's, the first section's, the call bar's, of a closed <details> (the phone menu)
// its summary's. The sections after the first, the footer, and what a <details> opened before the
// whole sheet is in shows, stay hidden until it is, rather than drawn without their rules; without
// script, a <noscript> link loads the sheet with the page (decision 036).
import { inlineStyle, markupNames, pruneStyle, withInlineStyle } from "../page-style";

// Until the whole sheet is in, a page cut to its first screen hides what comes after it, and what a
// <details> opened meanwhile shows (no specificity: the sheet, which comes later, shows them again,
// the elements' own rules deciding); `<html data-styled>` shows them should the sheet fail to load.
const waiting = ":where(html:not([data-styled]))";
const hiddenRest = `${waiting} :where(main>section~section,.site-footer){visibility:hidden}${waiting} :where(details[open]>:not(summary)){display:none}`;
const shownRest =
  ":where(main>section~section,.site-footer){visibility:visible}:where(details[open]>:not(summary)){display:revert}";

/** The whole stylesheet as its file has it: the site's rules, then the end of a cut page's wait. */
export function wholeSheet(css: string): string {
  return css + shownRest;
}

/** The index of the tag that closes the `<tag>` opened at `start`, those nested in it skipped (-1: none). */
export function closingTag(html: string, tag: string, start: number): number {
  const tags = new RegExp(`<(/?)${tag}\\b`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return found.index;
  }
  return -1;
}

/** The markup without what each closed <details> shows only once opened: all but its summary. */
function closedDetailsShut(markup: string): string {
  const closed = /<details\b(?![^>]*\sopen\b)[^>]*>/g;
  let shut = "";
  let from = 0;
  for (let details = closed.exec(markup); details; details = closed.exec(markup)) {
    const summaryEnd = markup.indexOf("</summary>", details.index);
    const end = closingTag(markup, "details", details.index);
    if (summaryEnd < 0 || end < 0 || summaryEnd > end) continue;
    shut += markup.slice(from, summaryEnd);
    from = end;
    closed.lastIndex = end;
  }
  return shut + markup.slice(from);
}

/** The markup without `<main>`'s sections after the first (and what they nest). */
function laterSectionsOut(html: string): string {
  const mainEnd = html.indexOf("</main>");
  const first = html.indexOf("<section", html.indexOf("<main"));
  const firstEnd = first < 0 || first > mainEnd ? -1 : closingTag(html, "section", first);
  if (firstEnd < 0) return html;
  let markup = html.slice(0, firstEnd);
  let from = firstEnd;
  for (let at = html.indexOf("<section", from); at >= 0 && at < mainEnd; at = html.indexOf("<section", from)) {
    const end = closingTag(html, "section", at);
    if (end < 0) break;
    markup += html.slice(from, at);
    from = end + "</section>".length;
  }
  return markup + html.slice(from);
}

/**
 * The markup of a page's first screen: all but `<main>`'s sections after the first and the footer
 * (so the header, the first section, and the call bar fixed to a phone's screen); of a closed
 * <details> (the phone menu), its summary.
 */
export function firstScreenMarkup(html: string): string {
  if (!html.includes("<main") || !html.includes("</main>")) return html;
  return closedDetailsShut(laterSectionsOut(html).replace(/<footer\b[\s\S]*?<\/footer>/, ""));
}

/**
 * The page with its inline stylesheet cut to its first screen's rules, the rest hidden until the
 * whole sheet (at `sheetUrl`) is in, and a `<noscript>` link to the sheet for a browser without script.
 */
export function firstScreenStyle(html: string, sheetUrl: string): string {
  const css = inlineStyle(html);
  if (css === null) return html;
  const kept = pruneStyle(css, markupNames(firstScreenMarkup(html))) + hiddenRest;
  return withInlineStyle(html, kept, `<noscript><link rel="stylesheet" href="${sheetUrl}"/></noscript>`);
}
