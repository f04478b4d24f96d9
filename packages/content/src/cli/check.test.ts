import { spawn } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkCatalogue, verdict } from "../checks/check";
import { catalogueCopy } from "../test/catalogue-copy";
import mebane from "../test/mebane.json" with { type: "json" };

const cli = new URL("./check.ts", import.meta.url).pathname;
const tsx = new URL("../../node_modules/.bin/tsx", import.meta.url).pathname;

/** The check's logic, in-process: its exit code and what it would print. */
async function check(dir: string) {
  const result = await checkCatalogue(dir);
  return { status: result.ok ? 0 : 1, output: [...result.report, ...result.problems, verdict(result)].join("\n") };
}

/** How many city files the copy holds: the shipped towns and any a test added. */
const cityFiles = (dir: string) => readdirSync(join(dir, "cities")).filter((name) => name.endsWith(".json")).length;

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

/**
 * The command, or in the new town's run (new-town.test.ts) its logic in-process: what it prints
 * depends on the catalogue, its start does not (the first run starts it), and each start of tsx
 * costs about a second of CPU.
 */
const command = process.env.NEW_TOWN_RUN === "1" ? check : runCli;

describe("content:check command", () => {
  // tsx compiles the loader on start: seconds alone, far more while turbo runs every workspace.
  const loaded = { timeout: 120_000 };

  it("passes the shipped catalogue, ending with the summary", loaded, async () => {
    const copy = catalogueCopy();
    const { status, output } = await command(copy.dir);
    expect(output.trim().split("\n").at(-1)).toMatch(/^Catalogue OK: \d+ pages \(\d+ cities\)/);
    expect(status).toBe(0);
  });

  it("counts in its summary every warning it listed, stock photographs included", loaded, async () => {
    const copy = catalogueCopy();
    // One stock photograph in the home page's hero, whatever the shipped catalogue shows.
    copy.edit("photos/leaking-pipe.json", (credit) => {
      credit.stock = true;
    });
    copy.edit("pages/home.json", (page) => {
      const hero = (page.blocks as { type: string; image?: { src: string } }[]).find((block) => block.type === "hero");
      if (hero?.image) hero.image.src = "photos/leaking-pipe.jpg";
    });
    const { output } = await check(copy.dir);
    const listed = output.split("\n").filter((line) => line.startsWith("warning: ")).length;
    expect(listed).toBeGreaterThan(0);
    expect(output.trim().split("\n").at(-1)).toContain(`, ${listed} warning(s), `);
  });

  it("prints each problem and exits 1 on a broken catalogue", loaded, async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, postalCode: "2730" });
    const { status, output } = await command(copy.dir);
    expect(output).toContain("cities/mebane.json: postalCode: expected 5 digits");
    expect(output).toContain("1 problem(s) found: fix each line above, then run the check again.");
    expect(output).not.toContain("OK");
    expect(status).toBe(1);
  });
});

describe("content:check", { timeout: 60_000 }, () => {
  it("passes the shipped catalogue", async () => {
    const copy = catalogueCopy();
    const { status, output } = await check(copy.dir);
    expect(output).toMatch(/^Catalogue OK: \d+ pages \(\d+ cities\)/m);
    expect(status).toBe(0);
  });

  it("says OK only when nothing is wrong: a photograph problem ends with the count, not OK", async () => {
    const copy = catalogueCopy();
    rmSync(join(copy.dir, "photos/leaking-pipe.json"));
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).not.toContain("Catalogue OK");
    expect(output.split("\n").at(-1)).toBe("1 problem(s) found: fix each line above, then run the check again.");
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

  it("names a subject that is no service, with the ones to choose from", async () => {
    const copy = catalogueCopy();
    copy.edit("templates/city-page.json", (template) => {
      template.subjects = [...(template.subjects as string[]), "Water Softener"];
    });
    copy.write("cities/mebane.json", {
      ...mebane,
      subjects: ["Water Softener - Mebane", "Water Softener", "Water Heeter"],
    });
    const known = (copy.read("templates/city-page.json").subjects as string[]).join(", ");
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      `cities/mebane.json: subjects[2]: "Water Heeter" is not a service; use one of: ${known} (or add it to "subjects" in templates/city-page.json)`,
    );
    expect(output).not.toMatch(/subjects\[[01]\]/);
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
    copy.write("cities/mebane.json", mebane);
    copy.edit("templates/city-page.json", (template) => {
      const faq = template.faq as { items: { answer?: string }[] };
      delete faq.items[0]?.answer;
    });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'templates/city-page.json: faq.items[0].answer: "answer" is missing: add it (text in quotes)',
    );
  });

  it("accepts a new city with no code change, adding its path to published-paths.json and saying so", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    const { status, output } = await check(copy.dir);
    expect(output).toContain(`(${cityFiles(copy.dir)} cities)`);
    expect(output).toContain(
      "published-paths.json: recorded the new page /service-areas/mebane-nc; commit this file with your change",
    );
    expect(copy.read("published-paths.json")).toContain("/service-areas/mebane-nc");
    expect(status).toBe(0);
    // Recorded once: the next run has nothing to add.
    expect((await check(copy.dir)).output).not.toContain("recorded");
  });

  it("records nothing while anything is wrong", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    rmSync(join(copy.dir, "photos/leaking-pipe.json"));
    expect((await check(copy.dir)).status).toBe(1);
    expect(copy.read("published-paths.json")).not.toContain("/service-areas/mebane-nc");
  });

  it("lists drafts and records none of them", async () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, draft: true });
    const { status, output } = await check(copy.dir);
    expect(output).toContain(
      'draft: cities/mebane.json (/service-areas/mebane-nc) shows only in npm run dev; remove "draft" to publish it',
    );
    expect(output).toMatch(/, 1 draft\(s\)\.$/m);
    expect(copy.read("published-paths.json")).not.toContain("/service-areas/mebane-nc");
    expect(status).toBe(0);
  });

  it("takes a published page back to draft in one documented way: the redirect line it prints", async () => {
    const copy = catalogueCopy();
    // A page of the test's own, published once (the check records its path).
    copy.write("pages/spring-special.json", { ...copy.read("pages/disclaimer.json"), path: "/spring-special" });
    expect((await check(copy.dir)).status).toBe(0);
    copy.edit("pages/spring-special.json", (page) => {
      page.draft = true;
    });
    const failed = await check(copy.dir);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(
      '"/spring-special" was published and is now a draft; while it is, visitors need somewhere to go: add to redirects.json: { "from": "/spring-special", "to": "/" }',
    );
    copy.write("redirects.json", { redirects: [{ from: "/spring-special", to: "/" }] });
    const passed = await check(copy.dir);
    expect(passed.output).toContain("draft: pages/spring-special.json (/spring-special)");
    expect(passed.status).toBe(0);
    // Published again, the redirect must go: the page would answer, not the redirect.
    copy.edit("pages/spring-special.json", (page) => {
      page.draft = false;
    });
    expect((await check(copy.dir)).output).toContain(
      'redirects.json: redirects[0].from: "/spring-special" is still a page; remove the redirect or move the page',
    );
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
      "photos/van-small.jpg: is 1200 × 800 px; the hero picture is shown up to 1600 × 900 px (chosen in pages/home.json: blocks[0].image): choose a larger original",
    );
  });

  it("names the file and field that chose a photograph that is not there, a town's hero too", async () => {
    const copy = catalogueCopy();
    setHeroImage(copy, { src: "photos/van-greensboro.jpg", alt: "A van" });
    copy.write("cities/mebane.json", { ...mebane, heroImage: { src: "photos/mebane-street.jpg", alt: "A street" } });
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'pages/home.json: blocks[0].image.src: "photos/van-greensboro.jpg" is not in the catalogue\'s photos folder: check the name, or add the photograph there',
    );
    expect(output).toContain('cities/mebane.json: heroImage.src: "photos/mebane-street.jpg" is not in');
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

  it("names a photograph without its license facts", async () => {
    const copy = catalogueCopy();
    rmSync(join(copy.dir, "photos/leaking-pipe.json"));
    const { status, output } = await check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("photos/leaking-pipe.jpg: has no license facts: add photos/leaking-pipe.json");
  });
});
