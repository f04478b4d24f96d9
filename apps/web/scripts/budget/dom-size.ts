// How many elements a prerendered page's document holds before any script runs: the first style
// and layout of the page is the largest task of its load on a phone (decision 012), and it grows
// with every element. Lighthouse counts the same elements (its "DOM size" audit), and besides them
// the icons' symbols a page carries (scripts/inline-icons.ts): a symbol is never styled or laid
// out where it is defined, only where an icon uses it, and each use is counted.

/** Comments, the text of scripts and styles, where a "<" starts no element, and the icons' symbols. */
const notMarkup =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<svg class="icon-symbols"[^>]*>[\s\S]*?<\/svg>/gi;
const startTag = /<[a-zA-Z][^\s/>]*/g;

/** The number of elements in `html`: every start tag (void and self-closed ones too). */
export function elementCount(html: string): number {
  // A raw-text element is one element; its contents are none.
  const markup = html.replace(notMarkup, (match, rawText?: string) =>
    rawText ? `<${rawText}>` : match.startsWith("<svg") ? "<svg>" : "",
  );
  return markup.match(startTag)?.length ?? 0;
}
