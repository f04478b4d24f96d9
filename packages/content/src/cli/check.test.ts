import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "../check";
import { catalogueCopy } from "../test/catalogue-copy";
import mebane from "../test/mebane.json" with { type: "json" };

const cli = new URL("./check.ts", import.meta.url).pathname;
const tsx = new URL("../../node_modules/.bin/tsx", import.meta.url).pathname;

/** The check's logic, in-process: its exit code and what it would print. */
async function check(dir: string) {
  const { ok, report, problems } = await checkCatalogue(dir);
  return { status: ok ? 0 : 1, output: [...report, ...problems].join("\n") };
}

/** The real command, as a marketer runs it: exit code and everything it printed. */
function runCli(dir: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [cli, dir]);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("content:check command", () => {
  // tsx compiles the loader on start: seconds alone, far more while turbo runs every workspace.
  const loaded = { timeout: 120_000 };

  it("prints the summary and exits 0 on the shipped catalogue", loaded, async () => {
    const copy = catalogueCopy();
    const { status, output } = await runCli(copy.dir);
    expect(output).toMatch(/^Catalogue OK: \d+ pages \(10 cities\)/m);
    expect(status).toBe(0);
  });

  it("prints each problem and exits 1 on a broken catalogue", loaded, async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, postalCode: "2730" });
    const { status, output } = await runCli(copy.dir);
    expect(output).toContain("cities/mebane.json: postalCode: expected 5 digits");
    expect(output).toContain("1 problem(s) found.");
    expect(status).toBe(1);
  });
});

describe("content:check", { timeout: 60_000 }, () => {
  it("passes the shipped catalogue", async () => {
    const copy = catalogueCopy();
    const { status, output } = await check(copy.dir);
    expect(output).toMatch(/^Catalogue OK: \d+ pages \(10 cities\)/m);
    expect(status).toBe(0);
  });

  it("lists each stock photograph a page still shows, and none the office took", async () => {
    const copy = catalogueCopy();
    copy.edit("photos/technician-service-van.json", (credit) => {
      credit.stock = true;
    });
    copy.edit("photos/kitchen-sink-faucet.json", (credit) => {
      credit.stock = false;
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(0);
    expect(output).toMatch(
      /warning: photos\/technician-service-van\.jpg: stock photograph \(Pexels License\) still shown on \/[^\n]*: replace it with the office's own before launch/,
    );
    expect(output).not.toContain("photos/kitchen-sink-faucet.jpg: stock photograph");
  });

  it("names an unknown city in a nearby link", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, nearby: [{ name: "Atlantis", city: "atlantis" }] });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('cities/mebane.json: nearby[0].city: unknown city "atlantis"');
  });

  it("names a duplicate slug", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    copy.write("cities/mebane-2.json", mebane);
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('cities/mebane-2.json: slug: expected "mebane-2" to match the file name');
    expect(output).toContain('cities/mebane.json: slug: duplicate slug "mebane" (also in cities/mebane-2.json)');
    expect(output).toContain('duplicate path "/service-areas/mebane-nc"');
  });

  it("names a bad postal code", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, postalCode: "2730" });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("cities/mebane.json: postalCode: expected 5 digits");
  });

  it("names missing required copy", async () => {
    const copy = catalogueCopy();
    const { testimonials: _none, ...withoutReviews } = mebane;
    copy.write("cities/mebane.json", withoutReviews);
    copy.edit("templates/city-page.json", (template) => {
      const faq = template.faq as { items: { answer?: string }[] };
      delete faq.items[0]?.answer;
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("cities/mebane.json: testimonials: Invalid input: expected array, received undefined");
    expect(output).toContain(
      "templates/city-page.json: faq.items[0].answer: Invalid input: expected string, received undefined",
    );
  });

  it("accepts a new city with no code change", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    const { status, output } = await check(copy.dir);
    expect(output).toContain("(11 cities)");
    expect(status).toBe(0);
  });

  it("fails on a renamed city slug, printing the redirect line to add; passes once it is added", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    copy.write(
      "published-paths.json",
      [...(copy.read("published-paths.json") as unknown as string[]), "/service-areas/mebane-nc"].sort(),
    );
    // The editor renames the slug: the old address would vanish.
    rmSync(join(copy.dir, "cities/mebane.json"));
    copy.write("cities/mebane-city.json", { ...mebane, slug: "mebane-city" });
    const failed = await check(copy.dir);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(
      'add to redirects.json: { "from": "/service-areas/mebane-nc", "to": "/service-areas/mebane-city-nc" }',
    );
    copy.write("redirects.json", {
      redirects: [{ from: "/service-areas/mebane-nc", to: "/service-areas/mebane-city-nc" }],
    });
    const passed = await check(copy.dir);
    expect(passed.output).toContain("1 redirects");
    expect(passed.status).toBe(0);
  });

  it("prints warnings about search snippets and still passes", async () => {
    const copy = catalogueCopy();
    copy.edit("pages/faq.json", (page) => {
      (page.seo as { description: string }).description = "Plumbing answers.".padEnd(60, ".");
    });
    const { status, output } = await check(copy.dir);
    expect(output).toContain("warning: pages/faq.json: seo.description: 60 characters; search results show 70-160");
    expect(status).toBe(0);
  });

  it("names a city entry without the local facts its page needs", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", {
      ...mebane,
      intro: ["Only one paragraph."],
      conditions: mebane.conditions.filter((condition) => condition.topic !== "weather"),
      contacts: mebane.contacts.filter((contact) => contact.kind !== "permits"),
      faqs: mebane.faqs.slice(0, 1),
      jobs: [],
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("cities/mebane.json: intro: write at least two paragraphs for this town");
    expect(output).toContain('cities/mebane.json: conditions: add a "weather" note');
    expect(output).toContain(
      'cities/mebane.json: contacts: add the office that issues plumbing permits (kind "permits")',
    );
    expect(output).toContain("cities/mebane.json: faqs: add at least two questions of this town's own");
    expect(output).toContain("cities/mebane.json: jobs:");
  });

  it("names a breadcrumb parent that is no page", async () => {
    const copy = catalogueCopy();
    copy.edit("pages/drain-cleaning.json", (page) => {
      page.breadcrumb = { label: "Drain Cleaning", parent: "/servcies" };
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('pages/drain-cleaning.json: breadcrumb.parent: no page has the path "/servcies"');
  });

  it("names a breadcrumb trail that loops", async () => {
    const copy = catalogueCopy();
    copy.edit("pages/services.json", (page) => {
      page.breadcrumb = { label: "Services", parent: "/drain-cleaning" };
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('pages/services.json: breadcrumb.parent: the trail loops back to "/services"');
  });
});

describe("content:check on photographs", { timeout: 60_000 }, () => {
  const setHeroImage = (copy: ReturnType<typeof catalogueCopy>, image: Record<string, unknown>) =>
    copy.edit("pages/home.json", (page) => {
      const [hero] = page.blocks as Record<string, unknown>[];
      if (hero) hero.image = image;
    });

  it("names a photograph without alt text", async () => {
    const copy = catalogueCopy();
    setHeroImage(copy, { src: "photos/technician-service-van.jpg", alt: " " });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("pages/home.json: blocks[0].image.alt: needs alt text");
  });

  it("names a photograph smaller than the largest size it is shown at", async () => {
    const copy = catalogueCopy();
    const small = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(copy.dir, "photos/van-small.jpg"), small);
    copy.write("photos/van-small.json", copy.read("photos/technician-service-van.json"));
    setHeroImage(copy, { src: "photos/van-small.jpg", alt: "A van" });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      "photos/van-small.jpg: is 1200 × 800 px; the hero picture is shown up to 1600 × 900 px (shown on / at blocks[0].image)",
    );
  });

  it("names a photograph over the size limit", async () => {
    const copy = catalogueCopy();
    writeFileSync(join(copy.dir, "photos/huge.jpg"), Buffer.alloc(16 * 1024 * 1024));
    copy.write("photos/huge.json", copy.read("photos/technician-service-van.json"));
    setHeroImage(copy, { src: "photos/huge.jpg", alt: "A van" });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("photos/huge.jpg: 16.0 MB is over the 15.0 MB limit for a photograph");
  });

  it("names a photograph without its licence facts", async () => {
    const copy = catalogueCopy();
    rmSync(join(copy.dir, "photos/leaking-pipe.json"));
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("photos/leaking-pipe.jpg: has no licence facts: add photos/leaking-pipe.json");
  });
});
