import { describe, expect, it } from "vitest";
import { compareTexts, formatOver, formatReport, jaccard, maxSimilarity, shingles, visibleText } from "./similarity";

describe("visibleText", () => {
  it("keeps what a visitor reads and drops scripts, styles, drawings and tags", () => {
    const html =
      '<section><h2>Plumbing in Greensboro</h2><script type="application/ld+json">{"name":"x"}</script>' +
      '<style>.a{color:red}</style><svg><use href="#pipe"/><title>pipe</title></svg>' +
      "<p>Fisher&nbsp;Park &amp; Irving Park&#x27;s pipes &#8211; old</p></section>";
    expect(visibleText(html)).toBe("Plumbing in Greensboro Fisher Park & Irving Park's pipes – old");
  });
});

describe("shingles", () => {
  it("cuts text into five-word runs, counting the page's own town as one placeholder word", () => {
    const runs = shingles("Plumber in High Point, NC today and tomorrow", "High Point");
    expect([...runs]).toEqual(["plumber in {town} nc today", "in {town} nc today and", "{town} nc today and tomorrow"]);
  });

  it("makes two pages that differ only by the town's name identical", () => {
    const text = (town: string) =>
      `Fast plumbing for ${town} homes. Our ${town} plumbers answer live, and ${town} calls are priced upfront.`;
    expect(jaccard(shingles(text("Greensboro"), "Greensboro"), shingles(text("Oak Ridge"), "Oak Ridge"))).toBe(1);
  });
});

describe("jaccard", () => {
  it("is shared runs over all runs", () => {
    expect(jaccard(new Set(["a", "b", "c"]), new Set(["b", "c", "d"]))).toBe(0.5);
    expect(jaccard(new Set(["a"]), new Set(["b"]))).toBe(0);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});

describe("compareTexts", () => {
  const own = (words: string) => `${words} ${words} and more words of its own here`;
  const pages = [
    { file: "cities/a.json", town: "Alpha", text: `Alpha is on the river. ${own("alpha river mills")}` },
    { file: "cities/b.json", town: "Beta", text: `Beta is on the ridge. ${own("beta ridge wells")}` },
    {
      file: "cities/c.json",
      town: "Gamma",
      text: `Alpha is on the river. ${own("alpha river mills")}`.replace(/alpha/gi, "Gamma"),
    },
  ];

  it("reports the largest pair, the mean, and every pair over the limit naming both files", () => {
    const report = compareTexts(pages);
    expect(report.pages).toBe(3);
    expect(report.max).toMatchObject({ a: "cities/a.json", b: "cities/c.json" });
    expect(report.max?.similarity).toBeGreaterThan(maxSimilarity);
    expect(report.over).toHaveLength(1);
    expect(report.mean).toBeCloseTo(
      (jaccard(shingles(pages[0]?.text ?? "", "Alpha"), shingles(pages[1]?.text ?? "", "Beta")) * 2 +
        (report.max?.similarity ?? 0)) /
        3,
    );
    expect(formatReport("city pages", report)).toMatch(
      /^Similarity of city pages \(3 pages, limit 40\.0 %\): largest \d+\.\d % \(cities\/a\.json ~ cities\/c\.json\), mean \d+\.\d %\.$/,
    );
    expect(formatOver("city pages", report)[0]).toMatch(/^cities\/c\.json: reads \d+\.\d % like cities\/a\.json/);
  });

  it("passes pages that share less than the limit", () => {
    const report = compareTexts(pages.slice(0, 2));
    expect(report.over).toEqual([]);
    expect(report.max?.similarity).toBeLessThanOrEqual(maxSimilarity);
  });

  it("keeps the limit at 40 % or lower", () => {
    expect(maxSimilarity).toBeLessThanOrEqual(0.4);
  });
});
