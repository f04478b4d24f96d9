// The money pages read from a copy of the catalogue with facts of this test's own: each fact the
// company gives shows on its page, and where it gives none the page shows nothing in its place.
import { loadCatalogue } from "@brightwater/content";
import { catalogueCopy, removeCopies } from "@brightwater/content/test/catalogue-copy";
import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { OfferBody } from "./chrome/offer-dialog";
import { Page } from "./page";
import { preloadBlocks } from "./registry";
import { SiteProvider, siteDataOf } from "./site-context";

type Json = Record<string, unknown>;
afterAll(removeCopies);

/** A copy of the shipped catalogue with `edits` made to its files (by name). */
function catalogueWith(edits: Record<string, (json: Json) => void> = {}) {
  const copy = catalogueCopy();
  for (const [file, edit] of Object.entries(edits)) copy.edit(file, edit);
  return loadCatalogue(copy.dir, { drafts: false });
}

/** What every page of `catalogue` shares, as the layout gives it. */
const siteOf = (catalogue: ReturnType<typeof loadCatalogue>) => siteDataOf(catalogue);

/** The offer popup's words, as a visitor reads them. */
function offerText(catalogue: ReturnType<typeof loadCatalogue>) {
  const { container, unmount } = render(
    <SiteProvider site={siteOf(catalogue)}>
      <MemoryRouter>
        <OfferBody pathname="/" onTaken={() => undefined} />
      </MemoryRouter>
    </SiteProvider>,
  );
  const text = (container.textContent ?? "").replace(/\s+/g, " ");
  unmount();
  return text;
}

/** The page at `path` as a visitor reads it: its words, and its trust strip if it has one. */
async function pageText(catalogue: ReturnType<typeof loadCatalogue>, path: string) {
  const page = catalogue.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  // As the prerender does: every block's code loaded, so the page renders whole at once.
  await preloadBlocks(page.blocks);
  const { container, unmount } = render(
    <SiteProvider site={siteOf(catalogue)}>
      <MemoryRouter initialEntries={[path]}>
        <Page page={page} />
      </MemoryRouter>
    </SiteProvider>,
  );
  const text = (container.textContent ?? "").replace(/\s+/g, " ");
  const trustStrips = within(container).queryAllByRole("list", { name: catalogue.navigation.ui.trust.label }).length;
  unmount();
  return { text, trustStrips };
}

const fixtureFinancing = {
  lender: "Fixture Lending Co",
  applyUrl: "https://apply.fixture.test/brightwater",
  apr: { min: 0, max: 24.99 },
  termMonths: [12, 60],
  minimumPurchase: 1000,
  source: "fixture lender agreement",
  example: { amount: 4500, downPayment: 500, apr: 9.99, termMonths: 60, monthlyPayment: 84.97, source: "fixture" },
};

const fixtureRoles = [
  {
    title: "Fixture Drain Technician",
    pay: "$31–$37 an hour",
    benefits: ["fixture dental plan", "fixture boot allowance"],
    source: "fixture owner",
  },
];

// Drops what the shipped catalogue may give, so "without" means without whatever it holds one day.
const withoutMoneyFacts = {
  "business.json": (business: Json) => {
    delete business.financing;
    delete business.openRoles;
  },
  "offer-popup.json": (offer: Json) => {
    delete offer.endsOn;
    delete offer.regularPrice;
  },
};

describe("the financing page", async () => {
  it("names the lender and shows the lender's example payment when the catalogue gives them", async () => {
    const catalogue = catalogueWith({
      "business.json": (business) => Object.assign(business, { financing: fixtureFinancing }),
    });
    const { text } = await pageText(catalogue, "/financing");
    expect(text).toContain("Our lending partner: Fixture Lending Co");
    expect(text).toContain("Example: on a $4,500 project with $500 down, 60 monthly payments of $84.97 at 9.99% APR");
  });

  it("names no lender and shows no payment, and still reads whole, when it gives none", async () => {
    const { text } = await pageText(catalogueWith(withoutMoneyFacts), "/financing");
    expect(text).not.toContain("Our lending partner");
    expect(text).not.toContain("Example:");
    expect(text).not.toMatch(/APR|\{|monthly payments of/);
    expect(text).toContain("About Our Lending Partner");
    expect(text).toContain("Ask About Financing");
  });

  it("shows the lender without an example payment when the lender has given none", async () => {
    const { example: _example, ...terms } = fixtureFinancing;
    const { text } = await pageText(
      catalogueWith({ "business.json": (business) => Object.assign(business, { financing: terms }) }),
      "/financing",
    );
    expect(text).toContain("Our lending partner: Fixture Lending Co");
    expect(text).not.toContain("Example:");
  });
});

describe("the careers page", async () => {
  it("lists each open role with its pay and benefits when the catalogue gives them", async () => {
    const catalogue = catalogueWith({
      "business.json": (business) => Object.assign(business, { openRoles: fixtureRoles }),
    });
    const { text } = await pageText(catalogue, "/careers");
    expect(text).toContain("Open Positions");
    expect(text).toContain("Fixture Drain Technician");
    expect(text).toContain("Pay: $31–$37 an hour. Benefits: fixture dental plan and fixture boot allowance.");
  });

  it("shows no positions section, and still reads whole, when it gives none (or none is open)", async () => {
    for (const roles of [undefined, []]) {
      const catalogue = catalogueWith({
        "business.json": (business) => Object.assign(business, { openRoles: roles }),
      });
      const { text } = await pageText(catalogue, "/careers");
      expect(text).not.toContain("Open Positions");
      expect(text).not.toMatch(/Pay:|\{role/);
      expect(text).toContain("Why Work With Us");
      expect(text).toContain("Apply Now");
    }
  });

  it("carries none of the trust facts meant for homeowners", async () => {
    expect((await pageText(catalogueWith(), "/careers")).trustStrips).toBe(0);
    expect((await pageText(catalogueWith(), "/financing")).trustStrips).toBe(1);
  });
});

describe("the water-heater promotion page", async () => {
  it("shows the offer's last day and regular price, on its page and in the popup, when the catalogue gives them", async () => {
    const catalogue = catalogueWith({
      "offer-popup.json": (offer) =>
        Object.assign(offer, {
          endsOn: "2099-10-31",
          regularPrice: { amount: "$123.45", source: "fixture price list" },
        }),
    });
    const { text } = await pageText(catalogue, "/water-heater-service");
    expect(text).toContain("Offer ends October 31, 2099");
    expect(text).toContain("Regularly $123.45");
    const offer = offerText(catalogue);
    expect(offer).toContain("Ends October 31, 2099");
    expect(offer).toContain("Regularly $123.45");
  });

  it("shows neither, on its page or in the popup, and still reads whole, when it gives none", async () => {
    const catalogue = catalogueWith(withoutMoneyFacts);
    const { text } = await pageText(catalogue, "/water-heater-service");
    expect(text).not.toMatch(/Offer ends|Regularly|\{offer/);
    expect(text).toContain("One upfront price: $89.99");
    expect(text).toContain("Book Your $89.99 Water Heater Service");
    const offer = offerText(catalogue);
    expect(offer).not.toMatch(/Ends|Regularly|\{offer/);
    expect(offer).toContain("Flush to remove sediment");
  });
});
