// How alike two pages read, as a search engine judging "doorway pages" would see it: the visible
// text of each page, the page's own town name replaced by a placeholder, cut into overlapping
// five-word runs (shingles), compared by Jaccard similarity (shared runs / all runs).

/** The most any two pages of one kind (city pages, service pages) may share. */
export const maxSimilarity = 0.4;
const shingleWords = 5;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a visitor reads in an HTML fragment: no scripts, styles, drawings or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "")
    .split(/[^a-z0-9$%]+/)
    .filter(Boolean);
}

/** The page's five-word runs, its own town's name (if any) counted as one placeholder word. */
export function shingles(text: string, ownName?: string): Set<string> {
  let tokens = words(text);
  const name = ownName ? words(ownName) : [];
  if (name.length > 0) {
    const replaced: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (name.every((word, offset) => tokens[i + offset] === word)) {
        replaced.push("{town}");
        i += name.length - 1;
      } else {
        replaced.push(tokens[i] as string);
      }
    }
    tokens = replaced;
  }
  const runs = new Set<string>();
  for (let i = 0; i + shingleWords <= tokens.length; i++) runs.add(tokens.slice(i, i + shingleWords).join(" "));
  return runs;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const run of small) if (large.has(run)) shared++;
  return shared / (a.size + b.size - shared);
}

/** One page to compare: the catalogue file it comes from, its visible text, its own town. */
export interface PageText {
  file: string;
  text: string;
  town?: string;
}

export interface PairSimilarity {
  a: string;
  b: string;
  similarity: number;
}

export interface SimilarityReport {
  pages: number;
  /** The most alike pair; absent with fewer than two pages. */
  max?: PairSimilarity;
  mean: number;
  /** Every pair above `maxSimilarity`, most alike first. */
  over: PairSimilarity[];
}

/** Compares every page with every other. */
export function compareTexts(pages: readonly PageText[]): SimilarityReport {
  const sets = pages.map((page) => shingles(page.text, page.town));
  const pairs: PairSimilarity[] = [];
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const [a, b] = [pages[i], pages[j]] as [PageText, PageText];
      pairs.push({ a: a.file, b: b.file, similarity: jaccard(sets[i] as Set<string>, sets[j] as Set<string>) });
    }
  }
  pairs.sort((x, y) => y.similarity - x.similarity);
  const mean = pairs.length ? pairs.reduce((sum, pair) => sum + pair.similarity, 0) / pairs.length : 0;
  return {
    pages: pages.length,
    ...(pairs[0] ? { max: pairs[0] } : {}),
    mean,
    over: pairs.filter((pair) => pair.similarity > maxSimilarity),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The summary line `content:check` prints for one kind of page. */
export function formatReport(kind: string, report: SimilarityReport): string {
  if (!report.max) return `Similarity of ${kind}: fewer than two pages.`;
  return `Similarity of ${kind} (${report.pages} pages, limit ${percent(maxSimilarity)}): largest ${percent(report.max.similarity)} (${report.max.a} ~ ${report.max.b}), mean ${percent(report.mean)}.`;
}

/** One problem line per pair over the limit, naming both files. */
export function formatOver(kind: string, report: SimilarityReport): string[] {
  return report.over.map(
    (pair) =>
      `${pair.b}: reads ${percent(pair.similarity)} like ${pair.a} (${kind} may share at most ${percent(maxSimilarity)}; write this page for its own town or service)`,
  );
}
