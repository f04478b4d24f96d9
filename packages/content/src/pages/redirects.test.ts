import { describe, expect, it } from "vitest";
import { findRedirect } from "./redirects";

const redirects = [
  { from: "/service-areas/lewisville-nc", to: "/service-areas/lewisville-town-nc" },
  { from: "/contact-us", to: "/#contact" },
];

describe("findRedirect", () => {
  it("finds an old address written with or without a trailing slash", () => {
    expect(findRedirect(redirects, "/contact-us")?.to).toBe("/#contact");
    expect(findRedirect(redirects, "/contact-us/")?.to).toBe("/#contact");
    expect(findRedirect(redirects, "/service-areas/lewisville-nc/")?.to).toBe("/service-areas/lewisville-town-nc");
  });

  it("finds nothing for another address", () => {
    expect(findRedirect(redirects, "/contact")).toBeUndefined();
    expect(findRedirect(redirects, "/")).toBeUndefined();
  });
});
