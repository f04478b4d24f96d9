// How many elements a prerendered page's document holds before any script runs: the first style
// and layout of the page is the largest task of its load on a phone (decision 012), and it grows
// with every element. Lighthouse counts the same elements (its "DOM size" audit).

/** Comments, and the text of scripts and styles, where a "<" starts no element. */
const notMarkup = /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const startTag = /<[a-zA-Z][^\s/>]*/g;

/** The number of elements in `html`: every start tag (void and self-closed ones too). */
export function elementCount(html: string): number {
  // A raw-text element is one element; its contents are none.
  const markup = html.replace(notMarkup, (_match, rawText?: string) => (rawText ? `<${rawText}>` : ""));
  return markup.match(startTag)?.length ?? 0;
}
