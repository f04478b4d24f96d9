import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routeList } from "../pages/routes";
import { formatProblem } from "../schema/catalogue-error";
import { catalogueCopy } from "../test/catalogue-copy";
import { catalogueUnderTest } from "../test/catalogue-under-test";
import { problemsOf } from "../test/problems-of";
import { loadCatalogue } from "./load";

const redirectsFile = (redirects: { from: string; to: string }[]) => ({
  $schema: "../schema/redirects.schema.json",
  redirects,
});

/** Renames the Lewisville city page to /service-areas/lewisville-town-nc. */
function renameLewisville(copy: ReturnType<typeof catalogueCopy>) {
  renameSync(join(copy.dir, "cities/lewisville.json"), join(copy.dir, "cities/lewisville-town.json"));
  copy.edit("cities/lewisville-town.json", (city) => {
    city.slug = "lewisville-town";
  });
  for (const name of readdirSync(join(copy.dir, "cities"))) {
    copy.edit(`cities/${name}`, (city) => {
      for (const community of city.nearby as { city?: string }[]) {
        if (community.city === "lewisville") community.city = "lewisville-town";
      }
    });
  }
}

describe("published paths", () => {
  it("refuses a renamed city slug until its old address redirects, naming the line to add", () => {
    const copy = catalogueCopy();
    renameLewisville(copy);
    const index = (copy.read("published-paths.json") as unknown as string[]).indexOf("/service-areas/lewisville-nc");
    expect(problemsOf(copy.dir)).toEqual([
      `published-paths.json: [${index}]: "/service-areas/lewisville-nc" was published and is no longer a page; add to redirects.json: { "from": "/service-areas/lewisville-nc", "to": "/service-areas/lewisville-town-nc" }`,
    ]);
    copy.write(
      "redirects.json",
      redirectsFile([{ from: "/service-areas/lewisville-nc", to: "/service-areas/lewisville-town-nc" }]),
    );
    const catalogue = loadCatalogue(copy.dir, { drafts: false });
    expect(catalogue.redirects).toEqual([
      { from: "/service-areas/lewisville-nc", to: "/service-areas/lewisville-town-nc" },
    ]);
  });

  it("refuses a list that is not sorted", () => {
    const copy = catalogueCopy();
    const published = copy.read("published-paths.json") as unknown as string[];
    copy.write("published-paths.json", [...published].reverse());
    expect(problemsOf(copy.dir)).toContain("published-paths.json: expected sorted paths, each once");
  });
});

describe("redirects", () => {
  const check = (redirects: { from: string; to: string }[]) => {
    const copy = catalogueCopy();
    copy.write("redirects.json", redirectsFile(redirects));
    return problemsOf(copy.dir);
  };

  it("accepts an old address pointing at a page, with or without an anchor", () => {
    expect(
      check([
        { from: "/old-water-heaters", to: "/water-heater" },
        { from: "/contact-us", to: "/#contact" },
      ]),
    ).toEqual([]);
  });

  it("refuses a target that is not a page", () => {
    expect(check([{ from: "/old", to: "/no-such-page" }])).toContain(
      'redirects.json: redirects[0].to: "/no-such-page" is not a published page',
    );
  });

  it("refuses a chain and names where it ends", () => {
    expect(
      check([
        { from: "/a", to: "/b" },
        { from: "/b", to: "/water-heater" },
      ]),
    ).toContain(
      'redirects.json: redirects[0].to: "/b" is itself redirected (a chain); point "/a" straight at "/water-heater"',
    );
  });

  it("refuses a loop", () => {
    expect(
      check([
        { from: "/a", to: "/b" },
        { from: "/b", to: "/a" },
      ]),
    ).toContain("redirects.json: redirects[0].to: redirect loop: /a → /b → /a");
  });

  it("refuses a from that is still a page", () => {
    expect(check([{ from: "/water-heater", to: "/" }])).toContain(
      'redirects.json: redirects[0].from: "/water-heater" is still a page; remove the redirect or move the page',
    );
  });

  it("refuses a from that belongs to the server", () => {
    expect(check([{ from: "/api/contacts", to: "/" }])).toContain(
      'redirects.json: redirects[0].from: "/api/contacts" belongs to the server, not to a page',
    );
  });

  it("is checked by its schema", () => {
    expect(check([{ from: "old page", to: "/" }])).toContain(
      "redirects.json: redirects[0].from: expected a site path like /water-heater or /#contact",
    );
  });
});

describe("drafts", () => {
  const draftCity = (copy: ReturnType<typeof catalogueCopy>) =>
    copy.write("cities/mebane.json", {
      ...copy.read("cities/lewisville.json"),
      slug: "mebane",
      name: "Mebane",
      draft: true,
    });

  it("leave a draft city out of the production catalogue: no page, no town-list or footer entry", () => {
    const copy = catalogueCopy();
    draftCity(copy);
    const production = loadCatalogue(copy.dir, { drafts: false });
    expect(production.pages.map((page) => page.path)).not.toContain("/service-areas/mebane-nc");
    expect(production.cities.map((city) => city.slug)).not.toContain("mebane");
    const dev = loadCatalogue(copy.dir, { drafts: true });
    expect(dev.pages.find((page) => page.path === "/service-areas/mebane-nc")?.draft).toBe(true);
    expect(dev.cities.map((city) => city.slug)).toContain("mebane");
  });

  it("leave a draft article out of the article list and the articles", () => {
    const copy = catalogueCopy();
    const source = readFileSync(join(copy.dir, "articles/tank-vs-tankless-water-heater.md"), "utf8");
    writeFileSync(
      join(copy.dir, "articles/heat-pump-water-heaters.md"),
      source.replace("---\n", "---\ndraft: true\n").replace(/^title: .*$/m, "title: Heat Pump Water Heaters"),
    );
    const production = loadCatalogue(copy.dir, { drafts: false });
    expect(production.articles.map((post) => post.id)).not.toContain("heat-pump-water-heaters");
    const list = production.pages.flatMap((page) => page.blocks).find((block) => block.type === "articleList");
    expect(JSON.stringify(list)).not.toContain("heat-pump-water-heaters");
    expect(production.pages.map((page) => page.path)).not.toContain("/archive/heat-pump-water-heaters");
    const dev = loadCatalogue(copy.dir, { drafts: true });
    expect(dev.articles.map((post) => post.id)).toContain("heat-pump-water-heaters");
    expect(dev.pages.find((page) => page.path === "/archive/heat-pump-water-heaters")?.draft).toBe(true);
  });

  it("take a draft page out of the menus and footer of the production catalogue", () => {
    const copy = catalogueCopy();
    copy.write("pages/winter-tune-up.json", {
      ...copy.read("pages/thank-you.json"),
      path: "/winter-tune-up",
      noindex: false,
      draft: true,
      seo: {
        title: "Winter Plumbing Tune-Up | {businessName}",
        description:
          "A winter plumbing tune-up for Triad homes: pipes, water heater and outdoor spigots checked before the first hard freeze.",
      },
    });
    copy.edit("navigation.json", (navigation) => {
      const footer = navigation.footer as { columns: { links: { label: string; href: string }[] }[] };
      footer.columns[0]?.links.push({ label: "Winter Tune-Up", href: "/winter-tune-up" });
    });
    const linked = (catalogue: ReturnType<typeof loadCatalogue>) =>
      JSON.stringify(catalogue.navigation).includes('"/winter-tune-up"');
    expect(linked(loadCatalogue(copy.dir, { drafts: false }))).toBe(false);
    expect(linked(loadCatalogue(copy.dir, { drafts: true }))).toBe(true);
  });

  it("refuse making a published page a draft while other pages link to it", () => {
    const copy = catalogueCopy();
    copy.edit("pages/financing.json", (page) => {
      page.draft = true;
    });
    const problems = problemsOf(copy.dir);
    expect(problems.some((problem) => problem.includes('links to draft page "/financing"'))).toBe(true);
  });

  it("refuse a published page that links to a draft, with file and JSON path", () => {
    const copy = catalogueCopy();
    copy.edit("pages/repiping-services.json", (page) => {
      page.draft = true;
    });
    const problems = problemsOf(copy.dir);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^pages\/[a-z-]+\.json: blocks\[\d+\]\.[a-z[\]0-9.]+href: links to draft page "\/repiping-services"$/i,
      ),
    );
  });

  it("refuse a published city whose neighbours list links a draft city", () => {
    const copy = catalogueCopy();
    draftCity(copy);
    copy.edit("cities/greensboro.json", (city) => {
      (city.nearby as unknown[]).push({ name: "Mebane", city: "mebane" });
    });
    expect(problemsOf(copy.dir)).toContainEqual(
      expect.stringMatching(/^cities\/greensboro\.json: nearby\[\d+\]\.city: links to draft city "mebane"$/),
    );
  });
});

describe("offer dates", () => {
  const fixedNow = new Date("2026-03-20T15:00:00Z");
  const withDates = (copy: ReturnType<typeof catalogueCopy>, dates: Record<string, string>) =>
    copy.edit("offer-popup.json", (offer) => Object.assign(offer, dates));

  it("warn when an offer ends within 14 days (fixed clock)", () => {
    const copy = catalogueCopy();
    withDates(copy, { endsOn: "2026-03-31" });
    const { warnings } = loadCatalogue(copy.dir, { drafts: false, now: fixedNow });
    expect(warnings.map(formatProblem)).toEqual(["offer-popup.json: endsOn: offer ends on 2026-03-31, in 11 days"]);
  });

  it("do not warn about an offer ending later, and do warn about one that has ended", () => {
    const copy = catalogueCopy();
    withDates(copy, { endsOn: "2026-04-04" });
    expect(loadCatalogue(copy.dir, { drafts: false, now: fixedNow }).warnings).toEqual([]);
    copy.edit("pages/water-heater-service.json", (page) => {
      Object.assign((page.blocks as Record<string, unknown>[])[0] as object, { endsOn: "2026-03-19" });
    });
    expect(loadCatalogue(copy.dir, { drafts: false, now: fixedNow }).warnings.map(formatProblem)).toEqual([
      "pages/water-heater-service.json: blocks[0].endsOn: offer ended on 2026-03-19; no visitor sees it",
    ]);
  });

  it("refuse an offer that ends before it starts", () => {
    const copy = catalogueCopy();
    withDates(copy, { startsOn: "2026-04-01", endsOn: "2026-03-01" });
    expect(problemsOf(copy.dir)).toContain("offer-popup.json: endsOn: ends (2026-03-01) before it starts (2026-04-01)");
  });
});

describe("search snippets", () => {
  it("the shipped catalogue has no warnings", () => {
    expect(loadCatalogue(catalogueUnderTest, { drafts: false }).warnings.map(formatProblem)).toEqual([]);
  });

  it("warn about a title past 60 characters and a description outside 70-160", () => {
    const copy = catalogueCopy();
    copy.edit("pages/faq.json", (page) => {
      page.seo = {
        title: "Plumbing Questions Answered Here | {businessName}",
        description: "Answers to the plumbing questions we hear most often from Triad homeowners.".padEnd(165, "!"),
      };
    });
    const warnings = loadCatalogue(copy.dir, { drafts: false }).warnings.map(formatProblem);
    expect(warnings).toContain(
      'pages/faq.json: seo.title: "Plumbing Questions Answered Here | Brightwater Plumbing & Drain" is 63 characters; search results cut titles past 60',
    );
    expect(warnings).toContain("pages/faq.json: seo.description: 165 characters; search results show 70-160");
  });

  it("keeps /thank-you out of search results", () => {
    const thankYou = routeList(loadCatalogue(catalogueUnderTest, { drafts: false })).find(
      (route) => route.path === "/thank-you",
    );
    expect(thankYou?.noindex).toBe(true);
  });
});

describe("links to another site dressed as paths", () => {
  it("refuses //host and /\\host in an article, naming the file and the line", () => {
    const copy = catalogueCopy();
    const file = "articles/preparing-pipes-for-a-triad-winter-freeze.md";
    copy.editText(file, (text) => `${text}\n[Sign in](//evil.example/login) and [this](/\\evil.example/login)\n`);
    const line = readFileSync(join(copy.dir, file), "utf8").split("\n").length - 1;
    const problems = problemsOf(copy.dir);
    expect(problems).toContain(
      `${file}: line ${line}: links to another site ("//evil.example/login"): a link to this site is a path with one leading slash; write another site's address in full (https://…)`,
    );
    expect(problems.filter((problem) => problem.includes("/\\evil.example/login"))).toHaveLength(1);
  });

  it("refuses them in a page's Markdown, naming the file and the field", () => {
    const copy = catalogueCopy();
    copy.edit("pages/faq.json", (page) => {
      const blocks = page.blocks as { items?: { answer: string }[] }[];
      const faq = blocks.find((block) => block.items);
      if (!faq?.items?.[0]) throw new Error("the FAQ page has no questions");
      faq.items[0].answer += " See [our login](//evil.example/login).";
    });
    expect(problemsOf(copy.dir).filter((problem) => problem.includes("evil.example"))).toEqual([
      expect.stringMatching(
        /^pages\/faq\.json: blocks\[\d+\]\.items\[0\]\.answer: links to another site \("\/\/evil\.example\/login"\)/,
      ),
    ]);
  });
});
