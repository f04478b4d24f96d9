import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import { catalogueCopy } from "../test/catalogue-copy";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import mebane from "../test/mebane.json" with { type: "json" };
import { checkUniqueness, uniquenessGroups } from "./uniqueness";

// The words of every block, in order: enough to compare pages here; content:check compares
// them as rendered (apps/web/scripts/content-check).
const blockWords = (page: { blocks: unknown[] }) =>
  JSON.stringify(page.blocks)
    .replace(/"[a-zA-Z]+":/g, " ")
    .replace(/[{}[\]",]/g, " ");

describe("uniqueness groups", () => {
  it("compares every city page with each other and the service pages with each other", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    const catalogue = loadCatalogue(copy.dir, { drafts: false });
    const [cities, services] = uniquenessGroups(catalogue);
    expect(cities?.pages.map((page) => page.town).sort()).toEqual(catalogue.cities.map((city) => city.name).sort());
    expect(cities?.pages.map((page) => page.town)).toContain("Mebane");
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
    const mebanes = result.problems.filter((problem) => problem.startsWith("cities/mebane.json"));
    expect(mebanes).toHaveLength(1);
    expect(mebanes[0]).toMatch(/^cities\/mebane\.json: reads (9\d|100)\.\d % like cities\/greensboro\.json/);
  });

  it("prints the largest pair and the mean of each kind", async () => {
    const catalogue = loadCatalogue(catalogueUnderTest);
    const result = await checkUniqueness(catalogue, blockWords);
    expect(result.lines).toHaveLength(2);
    expect(result.lines[0]).toMatch(
      new RegExp(`^Similarity of city pages \\(${catalogue.cities.length} pages, limit 40\\.0 %\\): largest .* mean `),
    );
    expect(result.lines[1]).toMatch(/^Similarity of service pages \(\d+ pages/);
  });
});
