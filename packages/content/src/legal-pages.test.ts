import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./load/load";
import { catalogueUnderTest } from "./test/catalogue-under-test";

const catalogue = loadCatalogue(catalogueUnderTest, { drafts: false });
const words = (path: string) => JSON.stringify(catalogue.pages.find((page) => page.path === path)?.blocks ?? []);
const legal = ["/privacy-policy", "/terms-of-service", "/disclaimer"].map((path) => [path, words(path)] as const);
const everyPage = JSON.stringify(catalogue.pages.map((page) => page.blocks));

describe("the legal pages speak of the site as it is", () => {
  it.each(legal)("%s names a review site or the lender's website only when the site links to one", (_path, text) => {
    if (!catalogue.business.rating.placeId) expect(text).not.toMatch(/review sites?\b/i);
    if (!catalogue.business.financing) expect(text).not.toMatch(/(lender|financing partner)'s website/i);
    // Embedded content they name is on some page.
    if (/\bmaps?\b/i.test(text)) expect(everyPage).toContain('"type":"mapEmbed"');
    if (/\bvideos?\b/i.test(text)) expect(everyPage).toContain('"kind":"video"');
  });

  it("has no form promise never to share what the privacy policy says is shared", () => {
    expect(words("/privacy-policy")).toMatch(/share/i);
    expect(JSON.stringify(catalogue.forms)).not.toMatch(/never share/i);
  });
});
