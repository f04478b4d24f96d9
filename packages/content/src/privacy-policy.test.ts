import { describe, expect, it } from "vitest";
import { noServices, type SiteServices } from "./facts/site-services";
import { findPage, loadCatalogue } from "./index";
import { catalogueCopy } from "./test/catalogue-copy";
import { catalogueUnderTest } from "./test/catalogue-under-test";

const policy = (services: SiteServices = noServices, dir = catalogueUnderTest) =>
  JSON.stringify(findPage(loadCatalogue(dir, { services }), "/privacy-policy")?.blocks);
const everything: SiteServices = {
  captcha: true,
  analytics: true,
  officeMail: true,
  acknowledgement: true,
  alerts: true,
};

describe("the privacy policy", () => {
  it("says what the website stores about a visit and a request, and when it is deleted", () => {
    const text = policy();
    expect(text).toContain("Where your visit began");
    expect(text).toContain("utm_source");
    expect(text).toContain("No cookie is used for this");
    expect(text).toContain("call link was tapped");
    expect(text).toContain("our server counts the visit");
    // The server's default RETENTION_MONTHS.
    expect(text).toContain("24 months after we receive them");
  });

  it("names reCAPTCHA, Analytics, mail, alerts and review requests only when the settings turn them on", () => {
    const none = policy();
    for (const name of [
      "reCAPTCHA",
      "Google Analytics",
      "confirmation",
      "to our office by email",
      "alert",
      "asking for a review",
    ])
      expect(none, name).not.toContain(name);
    expect(none).not.toContain("{with");
    const all = policy(everything);
    for (const name of ["reCAPTCHA", "Google Analytics", "confirmation", "to our office by email", "alert"])
      expect(all, name).toContain(name);
    expect(policy({ ...noServices, analytics: true })).toContain("Google Analytics");
    expect(policy({ ...noServices, analytics: true })).not.toContain("reCAPTCHA");
    expect(policy({ ...noServices, captcha: true })).not.toContain("Google Analytics");
  });

  it("names review requests only once the business has a place id for the review link they carry", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      business.rating = { ...(business.rating as object), placeId: "ChIJfixture" };
    });
    expect(policy(noServices, copy.dir)).toContain("asking for a review");
    copy.edit("business.json", (business) => {
      delete (business.rating as Record<string, unknown>).placeId;
    });
    expect(policy(noServices, copy.dir)).not.toContain("asking for a review");
  });
});
