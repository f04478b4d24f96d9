import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Builds the real site from modified copies of the catalogue: one with an eleventh city (one
// JSON file, no code), one with a city removed.
const webDir = new URL("..", import.meta.url).pathname;
const catalogueDir = new URL("../../../packages/content/catalogue", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "add-a-city-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const mebane = {
  $schema: "../../schema/city.schema.json",
  slug: "mebane",
  name: "Mebane",
  postalCode: "27302",
  geo: { latitude: 36.096, longitude: -79.267 },
  source: "USPS ZIP Code lookup (Mebane, NC: 27302); coordinates from the U.S. Census Bureau Gazetteer.",
  serviceCards: ["water-heater", "drain-cleaning", "leak-detection", "sewer-line", "emergency"],
  subjects: ["Emergency Plumbing", "Water Heater", "Drain Cleaning", "Other"],
  nearby: [{ name: "Burlington" }, { name: "Greensboro", city: "greensboro" }, { name: "Efland" }],
  testimonials: [
    { name: "Pat K.", location: "Mebane", rating: 5, text: "They found the leak under our slab in an hour." },
  ],
  trackLabel: "Mebane Page",
};

// The build output stays inside the app, where its server bundle finds node_modules.
const builds = join(webDir, ".test-builds");
afterAll(() => rmSync(builds, { recursive: true, force: true }));

function buildSite(name: string, change: (dir: string) => void): string {
  const catalogue = join(work, `${name}-catalogue`);
  const out = join(builds, name);
  cpSync(catalogueDir, catalogue, { recursive: true });
  change(catalogue);
  const env = { ...process.env, CATALOGUE_DIR: catalogue, WEB_BUILD_OUT: out };
  for (const [command, args] of [
    ["npx", ["react-router", "build"]],
    ["npx", ["tsx", "scripts/postbuild.ts"]],
  ] as const) {
    const result = spawnSync(command, args, { cwd: webDir, env, encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return join(out, "client");
}

const read = (client: string, file: string) => readFileSync(join(client, file), "utf8");

describe("adding a city is one JSON entry", () => {
  let added: string;
  let removed: string;

  beforeAll(() => {
    added = buildSite("added", (dir) => {
      writeFileSync(join(dir, "cities/mebane.json"), JSON.stringify(mebane, null, 2));
      // An existing city lists the new one as nearby.
      const path = join(dir, "cities/greensboro.json");
      const greensboro = JSON.parse(readFileSync(path, "utf8"));
      greensboro.nearby.push({ name: "Mebane", city: "mebane" });
      writeFileSync(path, JSON.stringify(greensboro, null, 2));
    });
    removed = buildSite("removed", (dir) => {
      unlinkSync(join(dir, "cities/jamestown.json"));
      // Its address was published: it now leads to the Service Areas page (content:check asks for this).
      writeFileSync(
        join(dir, "redirects.json"),
        JSON.stringify({ redirects: [{ from: "/service-areas/jamestown-nc", to: "/service-areas" }] }),
      );
      // Links to it become plain names: nothing else needs editing but the links themselves.
      for (const file of ["high-point", "stokesdale", "jamestown"].filter((slug) => slug !== "jamestown")) {
        const path = join(dir, `cities/${file}.json`);
        const city = JSON.parse(readFileSync(path, "utf8"));
        for (const community of city.nearby) if (community.city === "jamestown") delete community.city;
        writeFileSync(path, JSON.stringify(city, null, 2));
      }
      const greensboroPath = join(dir, "cities/greensboro.json");
      const greensboro = JSON.parse(readFileSync(greensboroPath, "utf8"));
      for (const community of greensboro.nearby) if (community.city === "jamestown") delete community.city;
      writeFileSync(greensboroPath, JSON.stringify(greensboro, null, 2));
    });
    // Two full builds (react-router build + postbuild each): ~20 s alone, minutes on a loaded machine.
  }, 600_000);

  it("prerenders the new city's page with its H1 and local-business data", () => {
    const html = read(added, "service-areas/mebane-nc/index.html");
    expect(html).toContain("<h1>Plumber in Mebane, NC</h1>");
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "null");
    expect(jsonLd).toMatchObject({ "@type": "Plumber", address: { addressLocality: "Mebane", postalCode: "27302" } });
  });

  it("lists it in the sitemap, the footer and the Service Areas page, and links it from its neighbours", () => {
    expect(read(added, "sitemap.xml")).toContain("/service-areas/mebane-nc</loc>");
    expect(read(added, "index.html")).toContain('href="/service-areas/mebane-nc"');
    expect(read(added, "service-areas/index.html")).toContain('href="/service-areas/mebane-nc"');
    expect(read(added, "service-areas/greensboro-nc/index.html")).toContain('href="/service-areas/mebane-nc"');
  });

  it("removing a city removes its page and every mention", () => {
    expect(() => read(removed, "service-areas/jamestown-nc/index.html")).toThrow();
    expect(read(removed, "sitemap.xml")).not.toContain("jamestown");
    for (const page of [
      "index.html",
      "service-areas/index.html",
      "leak-detection/index.html",
      "service-areas/high-point-nc/index.html",
    ]) {
      expect(read(removed, page)).not.toContain('href="/service-areas/jamestown-nc"');
    }
  });
});
