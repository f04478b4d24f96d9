import { describe, expect, it } from "vitest";
import {
  budgets,
  cpuBlockingTime,
  interleave,
  median,
  referencePath,
  summarize,
  verdict,
} from "./lighthouse-rounds.mjs";

const scores = (performance = 100) => ({ performance, accessibility: 100, "best-practices": 100, seo: 100 });
const run = (/** @type {number} */ tbt, extra = {}) => ({
  scores: scores(),
  fcp: 900,
  lcp: 1000,
  tbt,
  cls: 0,
  ...extra,
});

describe("median", () => {
  it("takes the middle value of an odd list, whatever its order", () => {
    expect(median([700, 36, 73])).toBe(73);
  });

  it("takes the mean of the middle two of an even list", () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it("refuses an empty list instead of answering NaN", () => {
    expect(() => median([])).toThrow("no values");
  });
});

describe("interleave", () => {
  it("measures the reference before the pages in every round, and each page once a round", () => {
    const order = interleave({ pages: ["/", "/faq"], rounds: 3, group: 5 });
    expect(order.map((entry) => `${entry.round}:${entry.path}`)).toEqual([
      `0:${referencePath}`,
      "0:/",
      "0:/faq",
      `1:${referencePath}`,
      "1:/",
      "1:/faq",
      `2:${referencePath}`,
      "2:/",
      "2:/faq",
    ]);
  });

  it("measures the reference again before each group of pages, and pairs each page with the one before it", () => {
    const pages = ["/a", "/b", "/c", "/d", "/e"];
    const order = interleave({ pages, rounds: 2, group: 2 });
    expect(order.filter((entry) => entry.path === referencePath)).toHaveLength(6);
    order.forEach((entry, index) => {
      if (entry.path === referencePath) {
        expect(entry.reference).toBeNull();
        return;
      }
      const referenceIndex = entry.reference ?? Number.NaN;
      const reference = order[referenceIndex];
      expect(reference?.path).toBe(referencePath);
      expect(reference?.round).toBe(entry.round);
      // No more than `group` page runs between a page and its reference.
      expect(index - referenceIndex).toBeLessThanOrEqual(2);
    });
  });

  it("refuses an empty list of pages and a round count below one", () => {
    expect(() => interleave({ pages: [], rounds: 3, group: 5 })).toThrow("no pages");
    expect(() => interleave({ pages: ["/"], rounds: 0, group: 5 })).toThrow("rounds must be ≥ 1");
  });
});

describe("summarize", () => {
  it("judges each page by the median over the rounds of its blocking time minus the reference run before it", () => {
    const order = interleave({ pages: ["/"], rounds: 3, group: 5 });
    // The machine is busier in the second round: both the reference and the page take longer.
    const results = [run(40), run(120), run(400), run(470), run(50), run(110)];
    const [reference, home] = summarize(order, results);
    expect(reference).toMatchObject({ path: referencePath, runs: 3, tbt: 50 });
    // Differences 80, 70, 60 ms.
    expect(home).toMatchObject({
      path: "/",
      runs: 3,
      tbt: 120,
      tbtOverReference: 70,
      tbtRuns: [120, 470, 110],
      referenceTbtRuns: [40, 400, 50],
    });
  });

  it("refuses results that do not match the runs", () => {
    expect(() => summarize(interleave({ pages: ["/"], rounds: 1, group: 5 }), [run(0)])).toThrow(
      "1 results for 2 runs",
    );
  });
});

describe("cpuBlockingTime", () => {
  const main = { pid: 7, tid: 7 };
  const task = (/** @type {number} */ ts, /** @type {number} */ tdur, thread = main) => ({
    name: "RunTask",
    ts,
    dur: tdur * 3,
    tdur,
    ...thread,
  });

  it("counts the main thread's tasks from the first paint at four times their thread time, past 50 ms", () => {
    const events = [
      task(500, 90_000), // before the first contentful paint
      { name: "firstContentfulPaint", ts: 1_000, ...main },
      task(2_000, 20_000), // 80 ms on the phone: 30 ms blocking, whatever its wall time
      task(3_000, 10_000), // 40 ms: none
      task(4_000, 30_000, { pid: 7, tid: 9 }), // another thread
      task(5_000, 15_000), // 60 ms: 10
    ];
    expect(cpuBlockingTime(events)).toBe(40);
  });

  it("is unknown without a first contentful paint", () => {
    expect(cpuBlockingTime([task(0, 90_000)])).toBeNull();
  });

  it("gives each page the median of its CPU blocking time over the reference run before it", () => {
    const order = interleave({ pages: ["/"], rounds: 3, group: 5 });
    const results = [10, 50, 0, 30, 5, 95].map((cpuTbt) => ({ ...run(0), cpuTbt }));
    expect(summarize(order, results)[1]?.cpuTbtOverReference).toBe(40);
    expect(
      summarize(
        order,
        results.map((result) => ({ ...result, cpuTbt: null })),
      )[1]?.cpuTbtOverReference,
    ).toBeNull();
  });
});

describe("verdict", () => {
  const row = (/** @type {Partial<import("./lighthouse-rounds.mjs").JudgedRow>} */ overrides) => ({
    path: "/",
    scores: scores(),
    lcp: 1000,
    cls: 0,
    tbtOverReference: 0,
    failing: [],
    ...overrides,
  });

  it("passes a page within every budget, and never judges the reference", () => {
    expect(verdict([row({ path: referencePath, tbtOverReference: 5000, scores: scores(10) }), row({})])).toEqual([]);
  });

  it("fails a page more than 100 ms over the reference, and passes one at 100 ms", () => {
    expect(verdict([row({ tbtOverReference: budgets.tbtOverReferenceMs })])).toEqual([]);
    expect(verdict([row({ tbtOverReference: 101 })])).toEqual([
      "/: Total Blocking Time 101 ms over the reference (budget ≤ 100 ms)",
    ]);
  });

  it("fails a performance score under 98, an LCP over 1.0 s and any layout shift Lighthouse prints", () => {
    const problems = verdict([
      row({ path: "/faq", scores: scores(97), lcp: 1001, cls: 0.001, failing: ["image-aspect-ratio"] }),
    ]);
    expect(problems).toEqual([
      "/faq: performance 97 (budget ≥ 98); failing audits: image-aspect-ratio",
      "/faq: LCP 1001 ms (budget ≤ 1000 ms)",
      "/faq: CLS 0.001 (budget 0)",
    ]);
    // A shift too small for Lighthouse's three decimals is none.
    expect(verdict([row({ cls: 0.0004 })])).toEqual([]);
  });
});
