import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./load/load";
import { catalogueUnderTest } from "./test/catalogue-under-test";

const catalogue = loadCatalogue(catalogueUnderTest, { drafts: false });
const pageAt = (path: string) => catalogue.pages.find((page) => page.path === path);
const words = (path: string) => {
  const page = pageAt(path);
  // The page's words as its blocks hold them (JSON escapes no letter of these sentences).
  return page ? JSON.stringify(page.blocks) : "";
};

describe("each form's own thank-you page", () => {
  it.each(Object.entries(thankYouPaths))("%s lands on %s, a page kept out of search results", (_kind, path) => {
    expect(pageAt(path)?.noindex).toBe(true);
  });

  it("promises a call back only after a request for service", () => {
    const callBack = catalogue.business.claims.callBack.text;
    expect(words(thankYouPaths.contact)).toContain(`call you back ${callBack}`);
    expect(words(thankYouPaths.career)).not.toContain(callBack);
    expect(words(thankYouPaths.family_first)).not.toContain(callBack);
  });

  it("says what happens to an application, and to a Family First request, as their own pages do", () => {
    expect(words(thankYouPaths.career)).toContain("If your experience fits an open position");
    expect(words("/careers")).toContain("If your experience fits an open position");
    expect(words(thankYouPaths.family_first)).toContain("reviews the requests each month");
    expect(words("/family-first-project")).toContain("reviews the requests each month");
  });
});
