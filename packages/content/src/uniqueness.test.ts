import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./load";
import { catalogueCopy } from "./test/catalogue-copy";
import { checkUniqueness, uniquenessGroups } from "./uniqueness";

// The words of every block, in order: enough to compare pages here; content:check compares
// them as rendered (apps/web/scripts/content-check).
const blockWords = (page: { blocks: unknown[] }) =>
  JSON.stringify(page.blocks)
    .replace(/"[a-zA-Z]+":/g, " ")
    .replace(/[{}[\]",]/g, " ");

describe("uniqueness groups", () => {
  it("compares the ten city pages with each other and the service pages with each other", () => {
    const [cities, services] = uniquenessGroups(loadCatalogue());
    expect(cities?.pages).toHaveLength(10);
    expect(cities?.pages.map((page) => page.town)).toContain("Winston-Salem");
    expect(services?.pages.map((page) => page.page.path)).toEqual(
      expect.arrayContaining(["/drain-cleaning", "/kernersville/services/drain-cleaning", "/water-heater"]),
    );
    expect(services?.pages.every((page) => page.page.breadcrumb?.parent === "/services")).toBe(true);
  });
});

describe("checkUniqueness", () => {
  it("refuses a town copied from another with the name changed, naming both files", async () => {
    const copy = catalogueCopy();
    const greensboro = copy.read("cities/greensboro.json");
    const copied = JSON.parse(
      JSON.stringify(greensboro).replaceAll("Greensboro", "Mebane").replaceAll("greensboro", "mebane"),
    );
    copy.write("cities/mebane.json", { ...copied, postalCode: "27302", aliases: [] });
    const result = await checkUniqueness(loadCatalogue(copy.dir), blockWords);
    expect(result.problems[0]).toMatch(/^cities\/mebane\.json: reads (9\d|100)\.\d % like cities\/greensboro\.json/);
    expect(result.problems).toHaveLength(1);
  });

  it("prints the largest pair and the mean of each kind", async () => {
    const result = await checkUniqueness(loadCatalogue(), blockWords);
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]).toMatch(/^Similarity of city pages \(10 pages, limit 40\.0 %\): largest .* mean /);
    expect(result.lines[1]).toMatch(/^Similarity of service pages \(\d+ pages/);
  });
});
