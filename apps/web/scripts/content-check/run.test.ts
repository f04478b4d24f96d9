import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultCatalogueDir, loadCatalogue, maxSimilarity } from "@brightwater/content";
import { buildPhotos, pagePictures } from "@brightwater/content/photos";
import { afterAll, describe, expect, it } from "vitest";
import { pageText } from "./page-text";
import { runContentCheck } from "./run";

const work = mkdtempSync(join(tmpdir(), "content-check-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the shipped catalogue that a test may change (content:check records new paths in it). */
function catalogueCopy(): string {
  const dir = mkdtempSync(join(work, "catalogue-"));
  cpSync(defaultCatalogueDir(), dir, { recursive: true });
  return dir;
}

/** A copy of the shipped catalogue with one town copied from Greensboro, only the name changed. */
function withCopiedTown(): string {
  const dir = mkdtempSync(join(work, "copied-town-"));
  cpSync(defaultCatalogueDir(), dir, { recursive: true });
  const greensboro = readFileSync(join(dir, "cities/greensboro.json"), "utf8");
  const mebane = JSON.parse(greensboro.replaceAll("Greensboro", "Mebane").replaceAll("greensboro", "mebane"));
  writeFileSync(join(dir, "cities/mebane.json"), JSON.stringify({ ...mebane, postalCode: "27302", aliases: [] }));
  return dir;
}

const percentages = (line: string) => [...line.matchAll(/(\d+\.\d) %/g)].map((match) => Number(match[1]) / 100);

describe("content:check uniqueness", () => {
  it("renders a city page's visible text: its local blocks and breadcrumb, no markup or structured data", async () => {
    const catalogue = loadCatalogue();
    const page = catalogue.pages.find((candidate) => candidate.path === "/service-areas/greensboro-nc");
    if (!page) throw new Error("no Greensboro page");
    const text = await pageText(page, catalogue, pagePictures(page, await buildPhotos()));
    expect(text).toMatch(/^Home Service Areas Greensboro, NC Serving Greensboro/);
    for (const words of ["Greensboro Development Services", "336-373-2155", "Fisher Park"])
      expect(text).toContain(words);
    expect(text).not.toMatch(/[<>]|@context|className/);
  });

  it("passes the shipped catalogue, printing the largest pair and the mean of city and service pages", async () => {
    const dir = catalogueCopy();
    const { ok, report, problems } = await runContentCheck(dir);
    expect(problems).toEqual([]);
    expect(ok).toBe(true);
    const [cities, services] = report.filter((line) => line.startsWith("Similarity of"));
    const towns = loadCatalogue(dir, { drafts: false }).cities.length;
    expect(cities).toMatch(
      new RegExp(
        `^Similarity of city pages \\(${towns} pages, limit 40\\.0 %\\): largest .* \\(cities/.* ~ cities/.*\\), mean `,
      ),
    );
    expect(services).toMatch(/^Similarity of service pages \(\d+ pages, limit 40\.0 %\)/);
    for (const line of [cities ?? "", services ?? ""]) {
      const [, largest, mean] = percentages(line);
      expect(largest).toBeLessThanOrEqual(maxSimilarity);
      expect(mean).toBeLessThanOrEqual(largest ?? 0);
    }
  });

  it("refuses a town copied from another with the name changed, naming both files", async () => {
    const dir = withCopiedTown();
    const { ok, problems, report } = await runContentCheck(dir);
    expect(ok).toBe(false);
    // Nothing printed says OK while a page is refused.
    expect(report.join("\n")).not.toContain("OK");
    const mebanes = problems.filter((problem) => problem.startsWith("cities/mebane.json"));
    expect(mebanes).toHaveLength(1);
    expect(mebanes[0]).toMatch(/^cities\/mebane\.json: reads \d+\.\d % like cities\/greensboro\.json/);
    // A page refused is not recorded as published.
    expect(readFileSync(join(dir, "published-paths.json"), "utf8")).not.toContain("/service-areas/mebane-nc");
  });

  it("still reports catalogue problems first, with file and JSON path", async () => {
    const dir = withCopiedTown();
    const path = join(dir, "cities/mebane.json");
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, "utf8")), postalCode: "2730" }));
    const { ok, problems } = await runContentCheck(dir);
    expect(ok).toBe(false);
    expect(problems).toContain("cities/mebane.json: postalCode: expected 5 digits");
  });
});
