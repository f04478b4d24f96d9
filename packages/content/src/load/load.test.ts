import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routeList } from "../pages/routes";
import { CatalogueError, formatProblem } from "../schema/catalogue-error";
import { catalogueCopy } from "../test/catalogue-copy";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import walkertown from "../test/walkertown.json" with { type: "json" };
import { loadCatalogue } from "./load";

function problemsOf(dir: string): string[] {
  try {
    loadCatalogue(dir);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe("the shipped catalogue", () => {
  const catalogue = loadCatalogue(catalogueUnderTest);
  const routes = routeList(catalogue);

  it("gives every route a unique path and a title", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) expect(route.title.length).toBeGreaterThan(0);
  });

  it("has the home page, the water heater page and the Kernersville city page with its alias", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/water-heater", "/service-areas/kernersville-nc", "/kernersville"]),
    );
    const alias = routes.find((route) => route.path === "/kernersville");
    expect(alias?.canonicalPath).toBe("/service-areas/kernersville-nc");
  });

  it("fills business placeholders so no page repeats the phone number by hand", () => {
    const home = catalogue.pages.find((page) => page.path === "/");
    expect(JSON.stringify(home)).toContain(catalogue.business.phone.display);
    expect(JSON.stringify(catalogue.pages)).not.toMatch(/\{(phone|license|businessName|city)\}/);
  });

  it("builds the city page from the template and the entry", () => {
    const city = catalogue.pages.find((page) => page.path === "/service-areas/kernersville-nc");
    const hero = city?.blocks[0];
    expect(hero).toMatchObject({ type: "hero", title: "Plumber in Kernersville, NC" });
    expect(city?.blocks.find((block) => block.type === "faq")).toMatchObject({ items: expect.any(Array) });
  });
});

describe("the number of towns a page names", () => {
  it("is counted from the towns published: one more town file counts, a draft does not", () => {
    const copy = catalogueCopy();
    const published = readdirSync(join(copy.dir, "cities")).filter(
      (name) => name.endsWith(".json") && !copy.read(`cities/${name}`).draft,
    ).length;
    // A page of the test's own that names the count.
    const page = copy.read("pages/disclaimer.json") as { path: string; blocks: [Record<string, unknown>] };
    page.path = "/towns-we-serve";
    page.blocks[0].subtitle = "We serve {townCount} towns.";
    copy.write("pages/towns-we-serve.json", page);
    // Towns of the test's own (the new town's run already has the Walkertown fixture in its copy).
    const town = (slug: string, name: string) => ({ ...walkertown, slug, name, trackLabel: `${name} Page` });
    copy.write("cities/countville.json", town("countville", "Countville"));
    copy.write("cities/draftville.json", { ...town("draftville", "Draftville"), draft: true });
    const shown = loadCatalogue(copy.dir).pages.find((entry) => entry.path === "/towns-we-serve");
    expect(shown?.blocks[0]).toMatchObject({ subtitle: `We serve ${published + 1} towns.` });
  });
});

describe("a bad catalogue entry", () => {
  it("is rejected with file, JSON path and reason when a field is missing", () => {
    const copy = catalogueCopy();
    copy.edit("pages/water-heater.json", (page) => {
      const blocks = page.blocks as Record<string, unknown>[];
      delete (blocks[0] as Record<string, unknown>).title;
    });
    expect(problemsOf(copy.dir)).toContain(
      'pages/water-heater.json: blocks[0].title: "title" is missing: add it (text in quotes)',
    );
  });

  it("is rejected when a value has the wrong type", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      business.foundedYear = "2009";
    });
    expect(problemsOf(copy.dir)).toContain('business.json: foundedYear: expected a number, found text ("2009")');
  });

  it("is rejected when a field is misspelt, saying what to do", () => {
    const copy = catalogueCopy();
    copy.edit("pages/thank-you.json", (page) => {
      const seo = page.seo as Record<string, unknown>;
      seo.titel = seo.title;
      delete seo.title;
    });
    const problems = problemsOf(copy.dir);
    expect(problems).toContain('pages/thank-you.json: seo.title: "title" is missing: add it (text in quotes)');
    expect(problems).toContain(
      'pages/thank-you.json: seo: "titel" is not a field here: check the spelling, or remove it',
    );
  });

  it("is rejected when two pages claim the same path", () => {
    const copy = catalogueCopy();
    const page = copy.read("pages/water-heater.json");
    copy.write("pages/water-heater-copy.json", page);
    expect(problemsOf(copy.dir)).toContain(
      'pages/water-heater.json: path: duplicate path "/water-heater" (also in pages/water-heater-copy.json)',
    );
  });

  it("is rejected when a city's postal code is not five digits", () => {
    const copy = catalogueCopy();
    copy.edit("cities/kernersville.json", (city) => {
      city.postalCode = "2728";
    });
    expect(problemsOf(copy.dir)).toContain("cities/kernersville.json: postalCode: expected 5 digits");
  });

  it("is rejected when text uses an unknown placeholder", () => {
    const copy = catalogueCopy();
    copy.edit("pages/thank-you.json", (page) => {
      (page.seo as Record<string, string>).title = "Thanks from {company}";
    });
    expect(problemsOf(copy.dir)).toContain("pages/thank-you.json: seo.title: unknown placeholder {company}");
  });

  it("reports every problem at once, not just the first", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      business.license = 35827;
    });
    copy.edit("pages/home.json", (page) => {
      page.path = "home";
    });
    const problems = problemsOf(copy.dir);
    expect(problems.some((problem) => problem.startsWith("business.json: license:"))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("pages/home.json: path:"))).toBe(true);
  });

  it("names an unknown block type", () => {
    const copy = catalogueCopy();
    copy.edit("pages/thank-you.json", (page) => {
      (page.blocks as unknown[]).push({ type: "carousel" });
    });
    expect(problemsOf(copy.dir).some((problem) => problem.startsWith("pages/thank-you.json: blocks[3].type:"))).toBe(
      true,
    );
  });
});
