import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./load/load";
import { catalogueCopy } from "./test/catalogue-copy";
import mebane from "./test/mebane.json" with { type: "json" };
import { problemsOf } from "./test/problems-of";

type Json = Record<string, unknown>;

/** A page of the fixture's own, so the rule is proved whatever the shipped pages say. */
const page = (blocks: unknown[]) => ({
  $schema: "../../schema/page.schema.json",
  path: "/fixture-facts",
  seo: {
    title: "Fixture page for typed facts | Brightwater",
    description: "A page that exists only in this test, to prove a catalogue rule on copy of its own.",
  },
  breadcrumb: { label: "Fixture" },
  blocks,
});

describe("content:check: facts are named, never typed", () => {
  it("refuses hours of experience typed in a page, naming the placeholder", () => {
    const copy = catalogueCopy();
    copy.write(
      "pages/fixture-facts.json",
      page([{ type: "checklist", title: "Why us", items: ["Licensed", "Technicians with 12,500+ hours on the job"] }]),
    );
    expect(problemsOf(copy.dir)).toContain(
      'pages/fixture-facts.json: blocks[0].items[1]: types hours of experience ("12,500+ hours"): write {experienceHours} hours instead; the fact lives in business.json',
    );
  });

  it("refuses a call-back promise typed in the city template", () => {
    const copy = catalogueCopy();
    copy.edit("templates/city-page.json", (template) => {
      (template.form as { subtitle: string }).subtitle = "We call back within the hour.";
    });
    expect(problemsOf(copy.dir)).toContain(
      'templates/city-page.json: form.subtitle: types the call-back promise ("within the hour"): write {callBack} instead; the fact lives in business.json',
    );
  });

  it("refuses the emergency line's 24/7 typed in a page, but not in an analytics label", () => {
    const copy = catalogueCopy();
    copy.write(
      "pages/fixture-facts.json",
      page([
        {
          type: "hero",
          title: "Fixture",
          subtitle: "A hero of this test's own.",
          image: { src: "/images/fixture-drawing.svg", alt: "A fixture drawing", width: 360, height: 150 },
          badges: [{ icon: "phone", text: "Live answer 24/7", callTrackLabel: "Fixture Hero 24/7" }],
          actions: [{ kind: "call", label: "Call", trackLabel: "Fixture 24/7" }],
          points: { title: "Why", items: ["One", "Two"] },
        },
      ]),
    );
    expect(problemsOf(copy.dir)).toEqual([
      `pages/fixture-facts.json: blocks[0].badges[0].text: types the emergency line's hours ("24/7"): write {emergencyHours} instead; the fact lives in business.json`,
    ]);
  });

  it("refuses round-the-clock hours typed as opening hours", () => {
    const copy = catalogueCopy();
    copy.edit("templates/city-page.json", (template) => {
      (template.map as { hours: string }).hours = "Open 24 hours, 7 days a week";
    });
    expect(problemsOf(copy.dir)).toContain(
      `templates/city-page.json: map.hours: types the emergency line's hours ("Open 24 hours"): write {emergencyHours} instead; the fact lives in business.json`,
    );
  });

  it("refuses a years figure, a price range, office hours, vetting and overtime typed in a town's entry", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", {
      ...mebane,
      intro: [
        "Our crews have 15 years of experience in Mebane, and a service call runs $99 to $199.",
        "The office is open Mon-Fri 8 to 5 and every technician is background-checked. No overtime, ever.",
      ],
    });
    const problems = problemsOf(copy.dir).filter((line) => line.startsWith("cities/mebane.json: intro"));
    expect(problems).toEqual([
      'cities/mebane.json: intro[0]: types years in business ("15 years of experience"): write {years} (counted from foundedYear) instead; the fact lives in business.json',
      'cities/mebane.json: intro[0]: types the service-call price range ("$99 to $199"): write {serviceCallRange} instead; the fact lives in business.json',
      'cities/mebane.json: intro[1]: types the office hours ("Mon-Fri 8"): write {officeHours} instead; the fact lives in business.json',
      'cities/mebane.json: intro[1]: types how technicians are vetted ("background-checked"): write {vetting} instead; the fact lives in business.json',
      'cities/mebane.json: intro[1]: types what after-hours work costs ("No overtime"): write {overtime} instead; the fact lives in business.json',
    ]);
  });

  it("reads where a fact came from as a source, not as copy", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", {
      ...mebane,
      neighborhoods: { ...mebane.neighborhoods, source: "Town site: open 24 hours, 10,000 hours of records" },
    });
    expect(problemsOf(copy.dir)).toEqual([]);
  });
});

describe("content:check: reviews and towns", () => {
  it("passes a town with no reviews of its own, which shows its nearest neighbors' reviews", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", mebane);
    expect(problemsOf(copy.dir)).toEqual([]);
    const catalogue = loadCatalogue(copy.dir, { drafts: false });
    const town = catalogue.pages.find((candidate) => candidate.path === "/service-areas/mebane-nc");
    const block = town?.blocks.find((candidate) => candidate.type === "testimonials");
    expect(block?.type === "testimonials" && block.reviews.length).toBe(3);
  });

  it("refuses reviews typed in a town's entry, saying where they belong", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, testimonials: [{ name: "Pat K.", rating: 5, text: "Great." }] });
    expect(problemsOf(copy.dir)).toContain(
      'cities/mebane.json: testimonials: reviews live in testimonials.json with their author, date and platform: move each there with "location" set to this town, and delete this key',
    );
  });

  it("refuses a review typed in a page", () => {
    const copy = catalogueCopy();
    copy.write(
      "pages/fixture-facts.json",
      page([{ type: "testimonials", title: "Reviews", reviews: [{ name: "Pat K.", rating: 5, text: "Great." }] }]),
    );
    expect(problemsOf(copy.dir)).toContain(
      'pages/fixture-facts.json: blocks[0].reviews: a review typed into a page has no author, date or platform: put it in testimonials.json with its provenance and choose it with "from" (ids, service or town)',
    );
  });

  it("refuses a review that claims to be real without its date, platform and link", () => {
    const copy = catalogueCopy();
    copy.edit("testimonials.json", (file) => {
      const [first] = file.reviews as Record<string, unknown>[];
      if (first) delete first.sample;
    });
    const problems = problemsOf(copy.dir);
    expect(problems).toContain(
      'testimonials.json: reviews[0].date: a real review needs the date it was written (or mark demo text "sample": true)',
    );
    expect(problems).toContain(
      'testimonials.json: reviews[0].platform: a real review needs its platform ("Google", or "office record" with its date)',
    );
    expect(problems).toContain("testimonials.json: reviews[0].url: a review on a platform needs the link to it");
  });

  it("refuses a town that lists itself among its nearby towns", () => {
    const copy = catalogueCopy();
    copy.write("cities/mebane.json", { ...mebane, nearby: [{ name: "Mebane" }, ...mebane.nearby] });
    expect(problemsOf(copy.dir)).toEqual([
      "cities/mebane.json: nearby[0]: names Mebane itself: list only other towns near Mebane, and delete this entry",
    ]);
  });
});

describe("content:check: a missing fact", () => {
  it("refuses copy outside any list that names a fact business.json does not give", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      delete business.financing;
    });
    copy.edit("pages/financing.json", (page) => {
      (page.seo as Json).description = "Pay over time: {financingTerms}. Ask us about plumbing financing in the Triad.";
    });
    expect(problemsOf(copy.dir)).toEqual([
      "pages/financing.json: seo.description: names a fact business.json does not give, outside any list item that could be left out: move it into a list item (an action, a checklist item) or give the fact",
    ]);
  });
});

describe("financing", () => {
  const terms = {
    lender: "Example Bank",
    applyUrl: "https://apply.example.org/brightwater",
    apr: { min: 0, max: 26.99 },
    termMonths: [12, 60],
    minimumPurchase: 1000,
    source: "lender agreement, 2026-11-20",
  };
  const financingPage = (dir: string) => {
    const found = loadCatalogue(dir, { drafts: false }).pages.find((candidate) => candidate.path === "/financing");
    return JSON.stringify(found);
  };

  it("offers a call, not an application, while business.json gives no terms", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      delete business.financing;
    });
    const text = financingPage(copy.dir);
    expect(text).not.toContain("Apply for Financing");
    expect(text).not.toContain("Current terms");
    expect(text).toContain('"kind":"call"');
  });

  it("shows the terms and the business's own application link once they are given", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      business.financing = terms;
    });
    const text = financingPage(copy.dir);
    expect(text).toContain('"href":"https://apply.example.org/brightwater"');
    expect(text).toContain(
      "Current terms: 0%–26.99% APR, 12 or 60 months, on purchases of $1,000 or more through Example Bank",
    );
  });
});

describe("the call-back promise", () => {
  it("is one fact: the forms, /thank-you and the acknowledgement e-mail all say what business.json says", () => {
    const copy = catalogueCopy();
    copy.edit("business.json", (business) => {
      (business.claims as Record<string, { text: string }>).callBack = {
        text: "before the end of the next working day",
        source: "owner, 2026-11-20",
      } as never;
    });
    const catalogue = loadCatalogue(copy.dir, { drafts: false });
    const promise = "call you back before the end of the next working day";
    // The home page's form and every town's make the promise.
    const forms = catalogue.pages
      .filter((candidate) => candidate.path === "/" || candidate.layout === "city")
      .flatMap((candidate) =>
        candidate.blocks.flatMap((block) => (block.type === "contactForm" ? [block.subtitle] : [])),
      );
    expect(forms.length).toBeGreaterThanOrEqual(2);
    for (const subtitle of forms) expect(subtitle).toContain(promise);
    const thankYou = catalogue.pages.find((candidate) => candidate.path === "/thank-you");
    const [hero] = thankYou?.blocks ?? [];
    expect(hero?.type === "hero" && hero.subtitle).toContain(promise);
    expect(thankYou?.seo.description).toContain(promise);
    expect(JSON.stringify(catalogue.forms)).toContain(promise);
  });
});
