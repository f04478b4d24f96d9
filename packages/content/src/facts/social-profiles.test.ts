import { describe, expect, it } from "vitest";
import { notAProfile, socialProfiles } from "./social-profiles";

describe("socialProfiles", () => {
  it("keeps a business's own page and drops a network's home page, a search and a sample", () => {
    const social = [
      { label: "Facebook", url: "https://www.facebook.com/" },
      { label: "Instagram", url: "https://www.instagram.com/brightwaterplumbing" },
      { label: "Google", url: "https://www.google.com/search?q=brightwater" },
      { label: "Nextdoor", url: "https://nextdoor.com/pages/brightwater", sample: true as const },
    ];
    expect(socialProfiles({ social }).map((profile) => profile.label)).toEqual(["Instagram"]);
  });

  it("says why a link is not a profile", () => {
    expect(notAProfile("https://www.facebook.com/")).toMatch(/home page/);
    expect(notAProfile("https://www.google.com/search?q=x")).toMatch(/search page/);
    expect(notAProfile("https://www.facebook.com/brightwater")).toBeNull();
  });
});
