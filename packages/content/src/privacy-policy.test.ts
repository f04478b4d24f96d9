import { describe, expect, it } from "vitest";
import { findPage, loadCatalogue } from "./index";
import { catalogueUnderTest } from "./test/catalogue-under-test";

describe("the privacy policy", () => {
  it("says what the website stores about a visit and a request, and when it is deleted", () => {
    const page = findPage(loadCatalogue(catalogueUnderTest), "/privacy-policy");
    const text = JSON.stringify(page?.blocks);
    expect(text).toContain("Where your visit began");
    expect(text).toContain("utm_source");
    expect(text).toContain("No cookie is used for this");
    expect(text).toContain("call link was tapped");
    expect(text).toContain("our server counts the visit");
    // The server's default RETENTION_MONTHS.
    expect(text).toContain("24 months after we receive them");
  });
});
