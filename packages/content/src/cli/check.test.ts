import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCatalogue } from "../check";
import { catalogueCopy } from "../test/catalogue-copy";

const cli = new URL("./check.ts", import.meta.url).pathname;
const tsx = new URL("../../node_modules/.bin/tsx", import.meta.url).pathname;

/** The check's logic, in-process: its exit code and what it would print. */
function check(dir: string) {
  const { ok, report, problems } = checkCatalogue(dir);
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

const mebane = {
  $schema: "../../schema/city.schema.json",
  slug: "mebane",
  name: "Mebane",
  postalCode: "27302",
  geo: { latitude: 36.096, longitude: -79.267 },
  source: "USPS ZIP Code lookup (Mebane, NC: 27302)",
  serviceCards: ["water-heater", "drain-cleaning"],
  subjects: ["Emergency Plumbing", "Other"],
  nearby: [{ name: "Burlington" }, { name: "Greensboro", city: "greensboro" }],
  testimonials: [{ name: "Pat K.", location: "Mebane", rating: 5, text: "Quick and tidy." }],
  trackLabel: "Mebane Page",
};

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

describe("content:check", () => {
  it("passes the shipped catalogue", () => {
    const copy = catalogueCopy();
    const { status, output } = check(copy.dir);
    expect(output).toMatch(/^Catalogue OK: \d+ pages \(10 cities\)/m);
    expect(status).toBe(0);
  });

  it("names an unknown city in a nearby link", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, nearby: [{ name: "Atlantis", city: "atlantis" }] });
    const { status, output } = check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('cities/mebane.json: nearby[0].city: unknown city "atlantis"');
  });

  it("names a duplicate slug", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    copy.write("cities/mebane-2.json", mebane);
    const { status, output } = check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain('cities/mebane-2.json: slug: expected "mebane-2" to match the file name');
    expect(output).toContain('cities/mebane.json: slug: duplicate slug "mebane" (also in cities/mebane-2.json)');
    expect(output).toContain('duplicate path "/service-areas/mebane-nc"');
  });

  it("names a bad postal code", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, postalCode: "2730" });
    const { status, output } = check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("cities/mebane.json: postalCode: expected 5 digits");
  });

  it("names missing required copy", () => {
    const copy = catalogueCopy();
    const { testimonials: _none, ...withoutReviews } = mebane;
    copy.write("cities/mebane.json", withoutReviews);
    copy.edit("templates/city-page.json", (template) => {
      const faq = template.faq as { items: { answer?: string }[] };
      delete faq.items[0]?.answer;
    });
    const { status, output } = check(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain("cities/mebane.json: testimonials: Invalid input: expected array, received undefined");
    expect(output).toContain(
      "templates/city-page.json: faq.items[0].answer: Invalid input: expected string, received undefined",
    );
  });

  it("accepts a new city with no code change", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    const { status, output } = check(copy.dir);
    expect(output).toContain("(11 cities)");
    expect(status).toBe(0);
  });

  it("fails on a renamed city slug, printing the redirect line to add; passes once it is added", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    copy.write(
      "published-paths.json",
      [...(copy.read("published-paths.json") as unknown as string[]), "/service-areas/mebane-nc"].sort(),
    );
    // The editor renames the slug: the old address would vanish.
    rmSync(join(copy.dir, "cities/mebane.json"));
    copy.write("cities/mebane-city.json", { ...mebane, slug: "mebane-city" });
    const failed = check(copy.dir);
    expect(failed.status).toBe(1);
    expect(failed.output).toContain(
      'add to redirects.json: { "from": "/service-areas/mebane-nc", "to": "/service-areas/mebane-city-nc" }',
    );
    copy.write("redirects.json", {
      redirects: [{ from: "/service-areas/mebane-nc", to: "/service-areas/mebane-city-nc" }],
    });
    const passed = check(copy.dir);
    expect(passed.output).toContain("1 redirects");
    expect(passed.status).toBe(0);
  });

  it("prints warnings about search snippets and still passes", () => {
    const copy = catalogueCopy();
    copy.edit("pages/faq.json", (page) => {
      (page.seo as { description: string }).description = "Plumbing answers.".padEnd(60, ".");
    });
    const { status, output } = check(copy.dir);
    expect(output).toContain("warning: pages/faq.json: seo.description: 60 characters; search results show 70-160");
    expect(status).toBe(0);
  });
});
