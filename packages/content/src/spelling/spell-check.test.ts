import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueCopy } from "../test/catalogue-copy";
import { spellCheck } from "./spell-check";
import { visibleCopy } from "./visible-copy";

describe("spell check (cspell, en-US, with the project's word list)", () => {
  // One run of cspell for both rules (seconds alone, up to a minute on a machine busy with other work).
  it("names the file, JSON path and word of a British spelling in a page, a template and an article; knows a new town's own names from its entry", () => {
    const copy = catalogueCopy();
    copy.edit("pages/about-us.json", (page) => {
      page.blocks = [
        { type: "richText", title: "Our licence", markdown: "Fully insured, NC licence #1." },
        ...(page.blocks as unknown[]),
      ];
    });
    copy.writeText(
      "articles/fixture-spelling.md",
      "---\ntitle: The colour of old pipe\npublishDate: 2026-11-01\n---\n\nGalvanized pipe turns a dull colour.\n",
    );
    // Adding a town needs no word list edited: its names are words of its own file, and of no other.
    const town = JSON.parse(readFileSync(new URL("../test/mebane.json", import.meta.url), "utf8"));
    town.name = "Quillbrook";
    town.slug = "quillbrook";
    town.neighborhoods.names = ["Zandervale Heights", "Oxmoor Glen", "Brackwater Commons"];
    town.intro[0] = `Quillbrook homes from Zandervale Heights to Oxmoor Glen. ${town.intro[0]}`;
    copy.writeText("cities/quillbrook.json", JSON.stringify(town, null, 2));
    copy.edit("templates/city-page.json", (template) => {
      (template.closing as Record<string, string>).subtitle = "A neighbour in Quillbrook.";
    });
    const found = spellCheck(copy.dir).map(({ file, path, word }) => `${file} › ${path}: ${word}`);
    expect(found.sort()).toEqual(
      [
        "pages/about-us.json › blocks[0].title: licence",
        "pages/about-us.json › blocks[0].markdown: licence",
        "templates/city-page.json › closing.subtitle: neighbour",
        "templates/city-page.json › closing.subtitle: Quillbrook",
        "articles/fixture-spelling.md › title: colour",
        "articles/fixture-spelling.md › line 2 of the body: colour",
      ].sort(),
    );
  }, 300_000);

  it("reads only what a page shows: not the editor's source notes, links or identifiers", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      const claims = business.claims as Record<string, Record<string, string>>;
      claims.vetting = { ...claims.vetting, source: "licence board, colour copy" };
    });
    const lines = visibleCopy(copy.dir);
    expect(lines.some((line) => line.text.includes("licence board"))).toBe(false);
    expect(lines.some((line) => line.file === "business.json" && line.path === "claims.vetting.text")).toBe(true);
  });
});

// The new town's run (new-town.test.ts) leaves this out: the first test above already spells the
// catalogue under test with the new town through the same spellCheck, which finds nothing but its
// fixture's words, and this command's wording and start do not depend on the towns. Run again, it
// would only start npm, pnpm, tsx and cspell once more (about 6 CPU-seconds).
describe.skipIf(process.env.NEW_TOWN_RUN === "1")("npm run spell, as the README gives it", () => {
  it("runs word for word from the repository's root and finds nothing to correct in the catalogue", () => {
    const root = new URL("../../../../", import.meta.url).pathname;
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const line = readme.split("\n").find((text) => text.startsWith("npm run spell "));
    const command = line?.split("#")[0]?.trim() ?? "";
    expect(command).toBe("npm run spell");
    const [program = "", ...args] = command.split(" ");
    // As a newcomer's shell runs it: nothing of this test run's own package manager or turbo.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TURBO_|npm_|PNPM_)/i.test(name)));
    const result = spawnSync(program, args, { cwd: root, env, encoding: "utf8" });
    // On a misspelling, stderr names each one: file › JSON path: "word".
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toContain("Spell check OK");
  }, 180_000);
});
