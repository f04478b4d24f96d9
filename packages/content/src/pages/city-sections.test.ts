import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../load/load";
import { catalogueCopy } from "../test/catalogue-copy";
import { problemsOf } from "../test/problems-of";

/** Each city page's blocks, by type and heading, in the copy at `dir`. */
function cityLayouts(dir: string) {
  const catalogue = loadCatalogue(dir, { drafts: false });
  const cityPaths = new Set(catalogue.cities.map((city) => city.path));
  return catalogue.pages
    .filter((page) => cityPaths.has(page.path))
    .map((page) => page.blocks.map((block) => ("title" in block ? `${block.type}: ${block.title}` : block.type)));
}

describe("the city page's layout, from templates/city-page.json", () => {
  it("follows the template's order of sections, and leaves out a section it does not list", () => {
    const copy = catalogueCopy();
    copy.edit("templates/city-page.json", (template) => {
      template.sections = ["hero", "form", "faq", "intro"];
      (template.faq as { title: string }).title = "Questions Asked in {city}, {state}";
    });
    const layouts = cityLayouts(copy.dir);
    expect(layouts.length).toBeGreaterThan(0);
    for (const blocks of layouts) {
      expect(blocks.map((block) => block.split(":")[0])).toEqual(["hero", "contactForm", "faq", "richText"]);
      expect(blocks[2]).toMatch(/^faq: Questions Asked in .+, [A-Z]{2}$/);
    }
  });

  it("refuses a section listed twice, an unknown one, and a layout without the form, naming the file and field", () => {
    const copy = catalogueCopy();
    copy.edit("templates/city-page.json", (template) => {
      template.sections = ["hero", "faq", "faq", "reviews"];
    });
    const problems = problemsOf(copy.dir).filter((line) => line.startsWith("templates/city-page.json: sections"));
    expect(problems).toEqual([expect.stringMatching(/^templates\/city-page\.json: sections\[3\]: /)]);
    copy.edit("templates/city-page.json", (template) => {
      template.sections = ["hero", "faq", "faq"];
    });
    expect(problemsOf(copy.dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^templates\/city-page\.json: sections\[2\]: "faq" is listed twice/),
        expect.stringMatching(/^templates\/city-page\.json: sections: add "form"/),
      ]),
    );
  });
});
