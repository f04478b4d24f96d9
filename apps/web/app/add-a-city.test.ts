import { spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueCopies, catalogueDir } from "./test/publish-copy";

// Publishes a modified copy of the catalogue (one city more, one JSON file and no code; one city
// fewer) into a copy of the site's build, as a marketer puts a new town live (`npm run publish`,
// decision 022). A build renders the same list of pages as a publish (`routeList` and the three
// pages beside it, react-router.config.ts), and a publish renders a page byte for byte as the build
// did (apps/e2e/tests/publish.spec.ts): one publish costs a fraction of a second build.
const webDir = new URL("..", import.meta.url).pathname;
const copies = catalogueCopies("add-a-city");
const { work } = copies;

// The guide's example town, with the local content every city page must carry.
const mebane = JSON.parse(
  readFileSync(new URL("../../../packages/content/src/test/mebane.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

const martinsville = readFileSync(
  new URL("../../../packages/content/src/test/martinsville.json", import.meta.url),
  "utf8",
);
const office = JSON.parse(readFileSync(join(catalogueDir, "business.json"), "utf8")).address;

/** What the publishes printed, by name. */
const publishLogs = new Map<string, string>();

/** Publishes the shipped catalogue changed by `change` into a copy of the build; returns its client directory. */
function publishSite(name: string, change: (dir: string) => void): string {
  const { client, stdout } = copies.publish(name, change);
  publishLogs.set(name, stdout);
  return client;
}

const read = (client: string, file: string) => readFileSync(join(client, file), "utf8");

/** The towns shipped today, and one more: the count a build with the guide's town compares. */
const townsWithMebane = readdirSync(join(catalogueDir, "cities")).filter((name) => name.endsWith(".json")).length + 1;

describe("adding a city is one JSON entry, and removing one is one file", () => {
  // One publish of a catalogue changed both ways: the guide's town added, and a shipped town removed.
  let built: string;

  beforeAll(() => {
    built = publishSite("changed", (dir) => {
      writeFileSync(join(dir, "cities/mebane.json"), JSON.stringify(mebane, null, 2));
      // A town across the state line, one JSON entry with "state": "VA" (the tests below it).
      writeFileSync(join(dir, "cities/martinsville.json"), martinsville);
      // An existing city lists the new one as nearby.
      const greensboroPath = join(dir, "cities/greensboro.json");
      const greensboro = JSON.parse(readFileSync(greensboroPath, "utf8"));
      greensboro.nearby.push({ name: "Mebane", city: "mebane" });
      writeFileSync(greensboroPath, JSON.stringify(greensboro, null, 2));

      unlinkSync(join(dir, "cities/jamestown.json"));
      // Its address was published: it now leads to the Service Areas page (content:check asks for this).
      writeFileSync(
        join(dir, "redirects.json"),
        JSON.stringify({ redirects: [{ from: "/service-areas/jamestown-nc", to: "/service-areas" }] }),
      );
      // Links to it become plain names: nothing else needs editing but the links themselves.
      for (const file of readdirSync(join(dir, "cities"))) {
        const path = join(dir, "cities", file);
        const city = JSON.parse(readFileSync(path, "utf8"));
        for (const community of city.nearby) if (community.city === "jamestown") delete community.city;
        writeFileSync(path, JSON.stringify(city, null, 2));
      }
    });
  }, 600_000);

  it("prerenders the new city's page with its H1, its local blocks and local-business data", () => {
    const html = read(built, "service-areas/mebane-nc/index.html");
    expect(html).toContain("<h1>Plumber in Mebane, NC</h1>");
    for (const id of ["local-intro", "travel", "local-conditions", "neighborhoods", "local-contacts"])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain("Do you come as far east as Mebane for an emergency?");
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "null");
    // The business at its one office, serving the new town: never the town's postcode as its address.
    expect(jsonLd["@type"]).toBe("Plumber");
    expect(jsonLd.areaServed).toContainEqual({ "@type": "City", name: "Mebane, NC" });
    expect(jsonLd.address).not.toMatchObject({ postalCode: "27302" });
  });

  it("measures the new page against the other city pages, on the HTML it wrote", () => {
    expect(publishLogs.get("changed")).toMatch(
      new RegExp(
        // Mebane and Martinsville in, Jamestown out.
        `^publish: Similarity of city pages \\(${townsWithMebane} pages, limit 40\\.0 %\\): largest \\d+\\.\\d % .*, mean \\d+\\.\\d %\\.$`,
        "m",
      ),
    );
  });

  it("lists it in the sitemap, the footer and the Service Areas page, and links it from its neighbours", () => {
    expect(read(built, "sitemap.xml")).toContain("/service-areas/mebane-nc</loc>");
    expect(read(built, "index.html")).toContain('href="/service-areas/mebane-nc"');
    expect(read(built, "service-areas/index.html")).toContain('href="/service-areas/mebane-nc"');
    expect(read(built, "service-areas/greensboro-nc/index.html")).toContain('href="/service-areas/mebane-nc"');
  });

  // A town across the state line names Virginia wherever it names the town's state, and nothing on
  // it claims the town is in North Carolina (the office's own address, in structured data, is the company's).
  it("a town in Virginia says VA in its heading and its title", () => {
    const html = read(built, "service-areas/martinsville-va/index.html");
    expect(html).toContain("<h1>Plumber in Martinsville, VA</h1>");
    expect(html).toMatch(/<title>Plumber in Martinsville, VA \| [^<]+<\/title>/);
  });

  it("a town in Virginia says VA in its breadcrumbs, on the page and in its structured data", () => {
    const html = read(built, "service-areas/martinsville-va/index.html");
    const trail = html.match(/<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    expect(trail).toContain("Martinsville, VA");
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    );
    const crumbs = data.find((node) => node["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.at(-1).name).toBe("Martinsville, VA");
    const { address, areaServed, ...business } = data.find((node) => node["@type"] === "Plumber");
    // The business is where its one office is (decision 029): the town is served, not the address,
    // among every town the catalogue serves (decision 038).
    expect(address).toMatchObject({ addressLocality: office.city, addressRegion: office.region });
    expect(areaServed).toContainEqual({ "@type": "City", name: "Martinsville, VA" });
    expect(JSON.stringify(areaServed)).not.toContain("Martinsville, NC");
    expect(JSON.stringify([business, ...data.filter((node) => node["@type"] !== "Plumber")])).not.toMatch(/\bNC\b/);
  });

  it("a town in Virginia says NC nowhere of itself: not in its main content, head or structured data", () => {
    const html = read(built, "service-areas/martinsville-va/index.html");
    expect(html).not.toContain("Martinsville, NC");
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    expect(main.length).toBeGreaterThan(1000);
    // The company's own license is a North Carolina one, and the trust strip says so: a fact of the
    // business, not of the town. (The structured data, with the office's own address, is read above.)
    const withoutData = (part: string) => part.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, "");
    expect(withoutData(main).replace(/NC licen[cs]e #\d+/g, "")).not.toMatch(/\bNC\b/);
    expect(withoutData(html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "")).not.toMatch(/\bNC\b/);
  });

  it("removing a city removes its page and every mention", () => {
    expect(() => read(built, "service-areas/jamestown-nc/index.html")).toThrow();
    expect(read(built, "sitemap.xml")).not.toContain("jamestown");
    for (const page of [
      "index.html",
      "service-areas/index.html",
      "leak-detection/index.html",
      "service-areas/high-point-nc/index.html",
    ]) {
      expect(read(built, page)).not.toContain('href="/service-areas/jamestown-nc"');
    }
  });
});

/** The command `npm run content:check` runs, on a catalogue directory: exit code and output. */
function contentCheck(dir: string): Promise<{ status: number | null; output: string }> {
  const script = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8")).scripts["content:check"];
  const env = { ...process.env, PATH: `${join(webDir, "node_modules/.bin")}:${process.env.PATH}` };
  return new Promise((resolve, reject) => {
    const child = spawn(`${script} ${JSON.stringify(dir)}`, { cwd: webDir, env, shell: true });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) {
      stream.on("data", (chunk) => {
        output += chunk;
      });
    }
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("a new city must be written for its own town", () => {
  // Spawns pnpm and tsx and renders every city page: seconds alone, far more on a busy machine.
  const loaded = { timeout: 120_000 };

  it("passes content:check with the guide's Mebane entry", loaded, async () => {
    const catalogue = join(work, "mebane-catalogue");
    cpSync(catalogueDir, catalogue, { recursive: true });
    writeFileSync(join(catalogue, "cities/mebane.json"), JSON.stringify(mebane, null, 2));
    const { status, output } = await contentCheck(catalogue);
    expect(output).toContain(`Similarity of city pages (${townsWithMebane} pages, limit 40.0 %)`);
    expect(output).toContain("published-paths.json: recorded the new page /service-areas/mebane-nc");
    expect(output.trim().split("\n").at(-1)).toMatch(/^Catalogue OK: /);
    expect(status).toBe(0);
  });

  it("refuses a town copied from another with only the name changed, naming both files", loaded, async () => {
    const catalogue = join(work, "copied-catalogue");
    cpSync(catalogueDir, catalogue, { recursive: true });
    const greensboro = readFileSync(join(catalogue, "cities/greensboro.json"), "utf8");
    const copied = JSON.parse(greensboro.replaceAll("Greensboro", "Mebane").replaceAll("greensboro", "mebane"));
    writeFileSync(
      join(catalogue, "cities/mebane.json"),
      JSON.stringify({ ...copied, postalCode: "27302", aliases: [] }, null, 2),
    );
    const { status, output } = await contentCheck(catalogue);
    expect(output).toMatch(/cities\/mebane\.json: reads \d+\.\d % like cities\/greensboro\.json/);
    expect(status).toBe(1);
  });
});
