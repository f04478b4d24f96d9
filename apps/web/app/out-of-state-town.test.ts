import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueCopies } from "./test/publish-copy";

// A town across the state line is one JSON entry with "state": "VA": its page names Virginia
// wherever it names the town's state, and nothing on it claims the town is in North Carolina (the
// office's own address, in structured data, is the company's).
const martinsville = readFileSync(
  new URL("../../../packages/content/src/test/martinsville.json", import.meta.url),
  "utf8",
);
const copies = catalogueCopies("out-of-state");
const office = JSON.parse(
  readFileSync(new URL("../../../packages/content/catalogue/business.json", import.meta.url), "utf8"),
).address;

describe("a town in Virginia, from one JSON entry", () => {
  let html = "";

  beforeAll(() => {
    const { client } = copies.publish("virginia", (dir) => {
      writeFileSync(join(dir, "cities/martinsville.json"), martinsville);
    });
    html = readFileSync(join(client, "service-areas/martinsville-va/index.html"), "utf8");
  }, 600_000);

  it("says VA in its heading and its title", () => {
    expect(html).toContain("<h1>Plumber in Martinsville, VA</h1>");
    expect(html).toMatch(/<title>Plumber in Martinsville, VA \| [^<]+<\/title>/);
  });

  it("says VA in its breadcrumbs, on the page and in its structured data", () => {
    const trail = html.match(/<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    expect(trail).toContain("Martinsville, VA");
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );
    const crumbs = data.find((node) => node["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.at(-1).name).toBe("Martinsville, VA");
    const { address, ...business } = data.find((node) => node["@type"] === "Plumber");
    // The business is where its one office is (decision 029): the town is served, not the address.
    expect(address).toMatchObject({ addressLocality: office.city, addressRegion: office.region });
    expect(business.areaServed[0]).toEqual({ "@type": "City", name: "Martinsville, VA" });
    expect(JSON.stringify([business, ...data.filter((node) => node["@type"] !== "Plumber")])).not.toMatch(/\bNC\b/);
  });

  it("says NC nowhere of itself: not in its main content, head or structured data", () => {
    expect(html).not.toContain("Martinsville, NC");
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    expect(main.length).toBeGreaterThan(1000);
    // The company's own licence is a North Carolina one, and the trust strip says so: a fact of the
    // business, not of the town.
    // (The structured data, which names the office's own address, is read in the test above.)
    const withoutData = (part: string) => part.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    expect(withoutData(main).replace(/NC licen[cs]e #\d+/g, "")).not.toMatch(/\bNC\b/);
    expect(withoutData(html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "")).not.toMatch(/\bNC\b/);
  });
});
