import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { noServices, type SiteServices, siteOriginFile, siteServicesFile } from "../facts/site-services";
import { catalogueCopy } from "../test/catalogue-copy";
import { launchCheck } from "./launch-check";
import { formatFinding } from "./launch-finding";
import { type RunningSite, runningSiteFindings } from "./running-site";

const run = promisify(execFile);
const tsx = new URL("../../node_modules/.bin/tsx", import.meta.url).pathname;
const cli = new URL("../cli/launch-check.ts", import.meta.url).pathname;

/**
 * Runs `launch-check` on a catalogue as the root script does: its exit status and its output. The
 * server it checks against has a public origin and no build, unless `env` says otherwise.
 */
async function launchCheckCli(
  dir: string,
  env: Record<string, string> = {},
): Promise<{ status: number; output: string }> {
  try {
    const { WEB_BUILD_DIR: _build, ...inherited } = process.env;
    const { stdout, stderr } = await run(tsx, [cli, dir], {
      env: { ...inherited, SITE_ORIGIN: "https://www.brightwater.test", ...env },
    });
    return { status: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * The command, or in the new town's run (new-town.test.ts) its findings in-process, one line each,
 * exiting 1 while there is any: they depend on the catalogue, the command's start and its last line
 * do not (the first run starts it), and each start of tsx costs about a second of CPU.
 */
async function launchCheckCommand(dir: string): Promise<{ status: number; output: string }> {
  if (process.env.NEW_TOWN_RUN !== "1") return launchCheckCli(dir);
  const findings = launchCheck(dir).map(formatFinding);
  return { status: findings.length > 0 ? 1 : 0, output: findings.join("\n") };
}

type Copy = ReturnType<typeof catalogueCopy>;
type Json = Record<string, unknown>;

const fixtureExample = {
  amount: 4500,
  downPayment: 500,
  apr: 9.99,
  termMonths: 60,
  monthlyPayment: 84.97,
  source: "fixture lender's example",
};
const fixtureRole = {
  title: "Fixture Drain Technician",
  pay: "$31–$37 an hour",
  benefits: ["fixture dental plan"],
  source: "fixture owner",
};

/** Everything an owner fills in before launch, with fixture values of this test's own. */
function fillIn(copy: Copy) {
  copy.edit("business.json", (business) => {
    business.phone = { display: "(336) 993-4410", e164: "+13369934410" };
    business.email = "office@brightwater-plumbing.test";
    (business.address as Json).confirmed = true;
    business.rating = { ...(business.rating as Json), placeId: "ChIJfixture", asOf: "2026-11-20" };
    business.social = [{ label: "Facebook", url: "https://www.facebook.com/brightwater.fixture" }];
    business.financing = {
      lender: "Fixture Bank",
      applyUrl: "https://apply.fixture.test/brightwater",
      apr: { min: 0, max: 24.99 },
      termMonths: [12, 60],
      minimumPurchase: 1000,
      source: "lender agreement, 2026-11-20",
      example: fixtureExample,
    };
    business.openRoles = [fixtureRole];
    for (const claim of Object.values(business.claims as Record<string, Json>)) {
      delete claim.sample;
      claim.source = "owner, 2026-11-20";
    }
  });
  copy.edit("testimonials.json", (file) => {
    for (const review of file.reviews as Json[]) {
      delete review.sample;
      Object.assign(review, {
        date: "2026-10-01",
        platform: "Google",
        url: `https://www.google.com/maps/reviews/${String(review.id)}`,
      });
    }
  });
  for (const name of readdirSync(join(copy.dir, "cities"))) {
    copy.edit(`cities/${name}`, (city) => {
      for (const job of city.jobs as Json[]) job.confirmedByOffice = true;
    });
  }
  copy.edit("templates/city-page.json", (template) => {
    (template.travel as Json).confirmedByOffice = true;
  });
  copy.edit("booking.json", (booking) => {
    booking.confirmedByOffice = true;
  });
  copy.edit("offer-popup.json", (offer) => {
    Object.assign(offer, { endsOn: "2099-10-31", regularPrice: { amount: "$123.45", source: "fixture price list" } });
  });
  for (const name of readdirSync(join(copy.dir, "articles"))) {
    copy.editText(`articles/${name}`, (text) =>
      text
        .replace(/^author: .*$/m, "$&\nauthorSource: owner, 2026-11-20")
        .replace(/^publishDate: .*$/m, "$&\ndateSource: the company's old site, read 2026-11-20"),
    );
  }
  // Every place for the company's own photograph gets one (one of the photographs just made its own).
  const [ownPhoto] = readdirSync(join(copy.dir, "photos")).filter((file) => file.endsWith(".jpg"));
  const ownPhotos = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(ownPhotos);
    else if (node !== null && typeof node === "object") {
      const record = node as Json;
      if (typeof record.photoToCome === "string") {
        delete record.photoToCome;
        record.image = { src: `photos/${ownPhoto}`, alt: "Our own photograph" };
      }
      for (const [key, value] of Object.entries(record)) {
        const src = (value as Json | null)?.src;
        if (typeof src === "string" && src.startsWith("/images/awaiting-"))
          record[key] = { src: `photos/${ownPhoto}`, alt: "Our own photograph" };
        else ownPhotos(value);
      }
    }
  };
  for (const name of readdirSync(join(copy.dir, "pages"))) copy.edit(`pages/${name}`, ownPhotos);
  for (const name of readdirSync(join(copy.dir, "photos")).filter((file) => file.endsWith(".json"))) {
    copy.edit(`photos/${name}`, (credit) => {
      credit.license = "Owned by the company: taken by its own staff on its own jobs";
    });
  }
}

// A run of the command starts tsx and reads the catalogue: seconds alone, far more on a busy machine
// (the content:check command's tests give theirs the same).
const loaded = { timeout: 120_000 };

/** A page of the test's own: a hero, and a crew card (`crew`: its photograph or its place) beside a van with its photograph. */
function peoplePage(crew: Record<string, unknown>) {
  return {
    path: "/fixture-people",
    seo: {
      title: "Fixture people",
      description: "A page of this test's own, with places for the company's photographs.",
    },
    blocks: [
      {
        type: "hero",
        title: "Fixture",
        subtitle: "Fixture.",
        image: { src: "/images/drawing-fixture.svg", alt: "A drawing", width: 360, height: 150 },
        points: { title: "Why", items: ["One", "Two"] },
      },
      {
        type: "cardGrid",
        title: "Fixture",
        cards: [
          { title: "Fixture crew", ...crew },
          { title: "Fixture van", image: { src: "photos/kitchen-sink-faucet.jpg", alt: "A photograph" } },
        ],
      },
    ],
  };
}

describe("launch check", () => {
  it(
    "fails on the demo catalogue, naming the e-mail, social links, review links, sample reviews and unconfirmed jobs",
    loaded,
    async () => {
      const copy = catalogueCopy();
      const { status, output } = await launchCheckCommand(copy.dir);
      expect(status).toBe(1);
      for (const line of [
        "business.json › email: an example.* address; put the business's real address",
        "business.json › phone.display: a fictional 555-01NN phone number; put the real number",
        "business.json › social[0].url: https://www.facebook.com/ is the site's home page, not the business's profile; put the business's own page there",
        "business.json › rating.placeId: no Google place id",
        "business.json › financing: no lender and no financing terms",
        "business.json › financing.example: no example payment",
        "business.json › openRoles: no open roles",
        "offer-popup.json › endsOn: the offer is called",
        "offer-popup.json › regularPrice: no regular price",
        "testimonials.json › reviews[0]: ",
        "is a sample review nobody wrote",
        "jobs[0]: ",
        "is not confirmed by the office",
        "templates/city-page.json › travel: ",
        "license: a stock photograph",
        "business.json › claims.overtime: ",
        "booking.json › confirmedByOffice: the arrival windows",
      ])
        expect(output).toContain(line);
    },
  );

  it("lists an article signed by a person nobody confirmed, and not one signed by the business", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    const article = (author: string) =>
      `---\ntitle: Fixture\npublishDate: 2026-11-01\ndateSource: fixture, 2026-11-20\nauthor: ${author}\n---\n\nA fixture article.\n`;
    copy.writeText("articles/fixture-signed.md", article("Pat Fixture"));
    copy.writeText("articles/fixture-company.md", article(String(copy.read("business.json").name)));
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      'articles/fixture-signed.md › author: "Pat Fixture" is named as the author, and nobody has confirmed this person writes for the company; have the owner confirm the author and put "authorSource: <who confirmed, date>" in the front matter, or sign it with the business\'s name',
    ]);
  });

  it("passes once every fact is filled in, and exits 0", loaded, async () => {
    const copy = catalogueCopy();
    fillIn(copy);
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([]);
    // The new town's run has checked the findings just above: the command's start and last line are
    // the first run's to check (launchCheckCommand).
    if (process.env.NEW_TOWN_RUN === "1") return;
    const { status, output } = await launchCheckCli(copy.dir);
    expect(output).toContain("Launch check OK");
    expect(status).toBe(0);
  });

  it("lists each fact the money pages wait for until it is given: lender, example payment, open roles, the offer's last day and regular price", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    copy.edit("business.json", (business) => {
      delete business.financing;
      delete business.openRoles;
    });
    copy.edit("offer-popup.json", (offer) => {
      delete offer.endsOn;
      delete offer.regularPrice;
    });
    const badge = String(copy.read("offer-popup.json").badge);
    const price = String(copy.read("offer-popup.json").price);
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      "business.json › financing: no lender and no financing terms, so the financing page names no lender and offers a call only; put the lender, APR range, term months, minimum purchase, the business's apply link and their source",
      "business.json › financing.example: no example payment, so the financing page shows none; put the lender's own worked example (amount, down payment, APR, months, monthly payment) and its source",
      "business.json › openRoles: no open roles, so the careers page lists no position, pay or benefits; put each open role's title, pay in dollars, benefits and source, or [] when none is open",
      `offer-popup.json › endsOn: the offer is called "${badge}" and has no last day, so neither it nor its page says when it ends; put the offer's last day (YYYY-MM-DD); the popup hides itself after it, and the build warns once it has passed (the page's own words stay until an editor changes them)`,
      `offer-popup.json › regularPrice: no regular price, so the ${price} offer is shown against none; put the price the service regularly sells at and where it was read, as { "amount": "$NNN.NN", "source": "…" }`,
    ]);
  });

  it("lists the example payment alone once the lender's terms are in, and no open roles once none is open", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    copy.edit("business.json", (business) => {
      delete (business.financing as Json).example;
      business.openRoles = [];
    });
    expect(launchCheck(copy.dir).map((finding) => `${finding.file} › ${finding.path}`)).toEqual([
      "business.json › financing.example",
    ]);
  });

  it("finds a placeholder wherever copy puts it: a search link in a page or a review, an example address in a template or an article", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    copy.edit("pages/financing.json", (page) => {
      const [hero] = page.blocks as { actions: Json[] }[];
      if (hero)
        hero.actions[0] = { kind: "external", label: "Reviews", href: "https://www.google.com/search?q=brightwater" };
    });
    copy.edit("templates/city-page.json", (template) => {
      (template.closing as Json).subtitle = "Write to help@example.org any time.";
    });
    copy.writeText(
      "articles/fixture-contact.md",
      "---\ntitle: Fixture\npublishDate: 2026-11-01\ndateSource: fixture, 2026-11-20\n---\n\nWrite to us at office@example.com.\n",
    );
    copy.edit("testimonials.json", (file) => {
      ((file.reviews as Json[])[1] as Json).url = "https://www.google.com/search?q=brightwater+reviews";
    });
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      "testimonials.json › reviews[1].url: https://www.google.com/search?q=brightwater+reviews is a search page, not the business's profile; put the business's own page there",
      "pages/financing.json › blocks[0].actions[0].href: https://www.google.com/search?q=brightwater is a search page, not the business's profile; put the business's own page there",
      "templates/city-page.json › closing.subtitle: an example.* address; put the business's real address",
      "articles/fixture-contact.md › body: an example.* address; put the business's real address",
    ]);
  });

  it("lists each place for the company's own photograph that the page leaves out until it is taken", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    copy.write("pages/fixture-people.json", peoplePage({ photoToCome: "The fixture crew at work" }));
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      "pages/fixture-people.json › blocks[1].cards[0].photoToCome: a place for the company's own photograph is left out of the page until it is taken: The fixture crew at work; take the photograph, put it under photos/ with its credit, and name it as this card's image in place of photoToCome",
    ]);
  });

  it("lists each place for the company's own photograph that still shows its drawing of an empty frame", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    const frame = { src: "/images/awaiting-fixture.svg", alt: "An empty frame", width: 320, height: 240 };
    copy.write("pages/fixture-people.json", peoplePage({ image: frame }));
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      "pages/fixture-people.json › blocks[1].cards[0].image.src: a drawing of an empty frame still stands in for the company's own photograph; take the photograph, put it under photos/ with its credit, and name it here",
    ]);
  });

  it("lists a claim, a social profile and a review still marked as samples", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    copy.edit("business.json", (business) => {
      ((business.claims as Record<string, Json>).callBack as Json).sample = true;
      (business.social as Json[]).push({ label: "Instagram", url: "https://www.instagram.com/fixture", sample: true });
    });
    copy.edit("testimonials.json", (file) => {
      ((file.reviews as Json[])[2] as Json).sample = true;
    });
    const lines = launchCheck(copy.dir).map(formatFinding);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^business\.json › social\[1\]: Instagram is a sample/);
    expect(lines[1]).toMatch(/^business\.json › claims\.callBack: "within 24 hours" is not confirmed/);
    expect(lines[2]).toMatch(/^testimonials\.json › reviews\[2\]: ".+" is a sample review nobody wrote/);
  });
});

describe("launch check of the running site", () => {
  const builds: string[] = [];
  afterEach(() => {
    while (builds.length > 0) rmSync(builds.pop() as string, { recursive: true, force: true });
  });
  /** A build directory of this test's own: the origin and the services its pages were built saying. */
  function build(origin: string, services: Partial<SiteServices> = {}) {
    const dir = mkdtempSync(join(tmpdir(), "build-"));
    builds.push(dir);
    writeFileSync(join(dir, siteOriginFile), JSON.stringify({ siteOrigin: origin }));
    writeFileSync(join(dir, siteServicesFile), JSON.stringify({ ...noServices, ...services }));
    return dir;
  }
  const lines = (site: RunningSite) => runningSiteFindings(site).map(formatFinding);

  it("fails on a privacy policy that names Analytics with no measurement id, and on the reverse", () => {
    const buildDir = build("https://www.brightwater.test", { analytics: true });
    expect(lines({ settings: {}, buildDir })).toEqual([
      "settings › GA_MEASUREMENT_ID: the privacy policy names Google Analytics, but GA_MEASUREMENT_ID is not set, so the site does not use it; build again with the settings the server runs with",
    ]);
    expect(lines({ settings: { GA_MEASUREMENT_ID: "G-FIXTURE" }, buildDir })).toEqual([]);
    const without = build("https://www.brightwater.test");
    expect(lines({ settings: { LEAD_WEBHOOK_URL: "https://hooks.fixture.test/x" }, buildDir: without })).toEqual([
      "settings › LEAD_WEBHOOK_URL: LEAD_WEBHOOK_URL is set, so the site uses the alert sent to the phone on call, but the privacy policy was built without naming it; build again with the settings the server runs with",
    ]);
  });

  it("fails on a production build at the default origin, and on no SITE_ORIGIN without a build", () => {
    const buildDir = build("http://localhost:3000");
    expect(lines({ settings: { SITE_ORIGIN: "http://localhost:3000", NODE_ENV: "production" }, buildDir })).toEqual([
      `settings › SITE_ORIGIN: the build in ${buildDir} is made for http://localhost:3000, the default: every canonical link, the sitemap and the structured data name this machine; set SITE_ORIGIN to the site's public address (https://…) and build again (npm run build)`,
    ]);
    expect(lines({ settings: {}, buildDir: undefined })[0]).toMatch(
      /^settings › SITE_ORIGIN: SITE_ORIGIN is http:\/\/localhost:3000, the default/,
    );
    expect(lines({ settings: { SITE_ORIGIN: "https://www.brightwater.test" }, buildDir: undefined })).toEqual([]);
  });

  it("fails on a captcha half set: a site key the server does not check, or a secret the pages cannot answer", () => {
    const buildDir = build("https://www.brightwater.test", { captcha: true });
    expect(lines({ settings: { RECAPTCHA_SITE_KEY: "fixture-key" }, buildDir })[0]).toMatch(
      /^settings › RECAPTCHA_SECRET: /,
    );
    expect(lines({ settings: { RECAPTCHA_SITE_KEY: "fixture-key", RECAPTCHA_SECRET: "fixture" }, buildDir })).toEqual(
      [],
    );
  });

  it("fails on an article dated before the site, until someone says where the company published it then", () => {
    const copy = catalogueCopy();
    fillIn(copy);
    const since = String((copy.read("business.json").website as Json).since);
    copy.writeText(
      "articles/fixture-old.md",
      "---\ntitle: Fixture\npublishDate: 2020-01-15\n---\n\nA fixture article.\n",
    );
    expect(launchCheck(copy.dir).map(formatFinding)).toEqual([
      `articles/fixture-old.md › publishDate: the date 2020-01-15 is before this website was begun (${since}, business.json website.since), and nobody has said where the company published it then; put the day the company first published it, and "dateSource: <where it was first published, or who confirmed the day, and when>" in the front matter`,
    ]);
    copy.editText("articles/fixture-old.md", (text) =>
      text.replace("publishDate: 2020-01-15", "$&\ndateSource: owner, 2026-11-20"),
    );
    expect(launchCheck(copy.dir)).toEqual([]);
  });
});
