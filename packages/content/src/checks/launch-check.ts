// What stands between the catalogue and going live: every fact that is still a sample, a
// placeholder or unconfirmed. `npm run launch-check` prints the list and fails until it is empty.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Catalogue } from "../catalogue";
import { notAProfile } from "../facts/social-profiles";
import { parseArticle } from "../load/articles";
import { formatPath } from "../load/catalogue-error";
import { defaultCatalogueDir, loadCatalogue } from "../load/load";
import { photoUses } from "../photos/uses";
import { articleDateFindings } from "./article-dates";
import type { LaunchFinding } from "./launch-finding";
import { mapFindings, officePointFindings } from "./listing-findings";

export { formatFinding, type LaunchFinding } from "./launch-finding";

const fictionalPhone = /\b555-01\d\d\b|\+1\d{3}55501\d\d\b/;
const exampleAddress = /[\w.+-]+@example\.(com|org|net)\b|\bexample\.(com|org|net)\b/i;
const wholeUrl = /^https:\/\/\S+$/;
// The drawings of an empty frame that hold a place for the company's own photograph (its team, its vans).
const awaitingDrawing = /^\/images\/awaiting-[a-z0-9-]+\.svg$/;
const stockLicense = /pexels|unsplash|pixabay|shutterstock|istock|getty|adobe stock/i;

function readJson(dir: string, file: string): unknown {
  return JSON.parse(readFileSync(join(dir, file), "utf8"));
}

function listJson(dir: string, folder: string): string[] {
  try {
    return readdirSync(join(dir, folder))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => `${folder}/${name}`);
  } catch {
    return [];
  }
}

/** Placeholders anywhere in a file's copy: 555 numbers, example addresses, links that are no one's page. */
function placeholderFindings(file: string, raw: unknown): LaunchFinding[] {
  const findings: LaunchFinding[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === "string") {
      const at = formatPath(path);
      if (fictionalPhone.test(node)) {
        findings.push({ file, path: at, problem: "a fictional 555-01NN phone number", fix: "put the real number" });
      }
      if (exampleAddress.test(node)) {
        findings.push({ file, path: at, problem: "an example.* address", fix: "put the business's real address" });
      }
      if (awaitingDrawing.test(node)) {
        findings.push({
          file,
          path: at,
          problem: "a drawing of an empty frame still stands in for the company's own photograph",
          fix: "take the photograph, put it under photos/ with its credit, and name it here",
        });
      }
      const why = wholeUrl.test(node) ? notAProfile(node) : null;
      if (why) findings.push({ file, path: at, problem: `${node} ${why}`, fix: "put the business's own page there" });
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === "object") {
      // Where a fact was read is the editor's note, not something the site publishes.
      for (const [key, item] of Object.entries(node))
        if (key !== "source" && key !== "$schema") walk(item, [...path, key]);
    }
  };
  walk(raw, []);
  return findings;
}

function listMarkdown(dir: string, folder: string): string[] {
  try {
    return readdirSync(join(dir, folder))
      .filter((name) => name.endsWith(".md"))
      .sort();
  } catch {
    return [];
  }
}

/**
 * An article signed by a person says that person writes for the company: true only once the owner
 * says so, with `authorSource` in its front matter (kept out of the page). An article signed with
 * the business's name, or unsigned, says nothing about anyone.
 */
function articleAuthorFindings(dir: string, businessName: string): LaunchFinding[] {
  return listMarkdown(dir, "articles").flatMap((name) => {
    const file = `articles/${name}`;
    const { author, authorSource } = parseArticle(name, readFileSync(join(dir, file), "utf8"));
    if (typeof author !== "string" || author === businessName || authorSource) return [];
    return [
      {
        file,
        path: "author",
        problem: `"${author}" is named as the author, and nobody has confirmed this person writes for the company`,
        fix: 'have the owner confirm the author and put "authorSource: <who confirmed, date>" in the front matter, or sign it with the business\'s name',
      },
    ];
  });
}

type Add = (file: string, path: string, problem: string, fix: string) => void;

/** Placeholders typed in any copy: every JSON file a page reads, and every article's body. */
function placeholderFindingsOf(dir: string): LaunchFinding[] {
  const copyFiles = [
    "business.json",
    "navigation.json",
    "forms.json",
    "offer-popup.json",
    "testimonials.json",
    ...listJson(dir, "pages"),
    ...listJson(dir, "templates"),
    ...listJson(dir, "cities"),
  ];
  const findings = copyFiles.flatMap((file) => placeholderFindings(file, readJson(dir, file)));
  for (const name of listMarkdown(dir, "articles")) {
    const file = `articles/${name}`;
    findings.push(...placeholderFindings(file, { body: readFileSync(join(dir, file), "utf8") }));
  }
  return findings;
}

/** business.json's facts still unconfirmed: the address, the rating, the profiles, financing, the claims. */
function businessFindings(business: Catalogue["business"], add: Add): void {
  if (!business.address.confirmed) {
    add(
      "business.json",
      "address",
      `the street address "${business.address.street}" is not confirmed`,
      'put the office\'s real address and geo point, then set "confirmed": true',
    );
  }
  if (!business.rating.placeId) {
    add(
      "business.json",
      "rating.placeId",
      "no Google place id, so no page links to the reviews or asks for one",
      "put the place id of the business's Google profile (Google's Place ID Finder)",
    );
  }
  if (!business.rating.asOf) {
    add(
      "business.json",
      "rating",
      `the rating ${business.rating.value} from ${business.rating.count} ${business.rating.source} reviews is not dated`,
      'read both figures from the profile and put the day in "asOf"',
    );
  }
  business.social.forEach((profile, index) => {
    // A link that is no one's page is listed once, above, by its URL.
    if (profile.sample && notAProfile(profile.url) === null) {
      add(
        "business.json",
        `social[${index}]`,
        `${profile.label} is a sample, not the business's profile`,
        'put the profile\'s URL and remove "sample", or delete the entry (no profile: no icon)',
      );
    }
  });
  if (!business.financing) {
    add(
      "business.json",
      "financing",
      "no financing terms, so the financing page offers a call only",
      "put the lender, APR range, term months, minimum purchase, the business's apply link and their source",
    );
  }
  for (const [key, claim] of Object.entries(business.claims)) {
    if (!claim.sample) continue;
    add(
      "business.json",
      `claims.${key}`,
      `"${claim.text}" is not confirmed (${claim.source})`,
      'have the owner confirm or correct it, put the source, and remove "sample"',
    );
  }
}

/** Sample reviews, jobs no office confirmed, and the daily radius the city pages state. */
function recordFindings(dir: string, catalogue: Catalogue, add: Add): void {
  const reviews = readJson(dir, "testimonials.json") as { reviews: { id: string; sample?: boolean }[] };
  reviews.reviews.forEach((review, index) => {
    if (!review.sample) return;
    add(
      "testimonials.json",
      `reviews[${index}]`,
      `"${review.id}" is a sample review nobody wrote`,
      "replace it with a real review (author as shown, rating, date, platform and link) or delete it",
    );
  });
  for (const entry of catalogue.cityEntries) {
    entry.jobs.forEach((job, index) => {
      if (job.confirmedByOffice) return;
      add(
        `cities/${entry.slug}.json`,
        `jobs[${index}]`,
        `"${job.work}" is not confirmed by the office (not shown until it is)`,
        'have the office confirm a job it did, then set "confirmedByOffice": true, or delete it',
      );
    });
  }
  const { travel } = catalogue.cityTemplate;
  if (!travel.confirmedByOffice) {
    add(
      "templates/city-page.json",
      "travel",
      `the ${travel.dailyRadiusMiles}-mile radius within which pages say the trucks are in town every day is not confirmed`,
      'have the office confirm it, then set "confirmedByOffice": true',
    );
  }
}

/** Stock photographs still shown: their licenses forbid implying the people shown are the staff. */
function stockPhotoFindings(dir: string, catalogue: Catalogue, add: Add): void {
  const inUse = new Map<string, string[]>();
  for (const use of photoUses(catalogue)) inUse.set(use.src, [...(inUse.get(use.src) ?? []), use.page]);
  for (const [src, pages] of inUse) {
    const credit = src.replace(/\.[a-z]+$/, ".json");
    const { license } = readJson(dir, credit) as { license: string };
    if (!stockLicense.test(license)) continue;
    const where = [...new Set(pages)].join(", ");
    add(
      credit,
      "license",
      `a stock photograph (${license}) still in use on ${where}; its license forbids implying the people shown are the company's staff`,
      "replace it with the company's own photograph",
    );
  }
}

/**
 * Every fact in the catalogue at `dir` still standing in for the real one: the launch list. The
 * catalogue must load (run content:check first); this only says what is not yet true.
 */
export function launchCheck(dir: string = defaultCatalogueDir()): LaunchFinding[] {
  const catalogue = loadCatalogue(dir, { drafts: false });
  const findings: LaunchFinding[] = [
    ...placeholderFindingsOf(dir),
    ...articleAuthorFindings(dir, catalogue.business.name),
    ...articleDateFindings(dir, catalogue.business.website?.since),
    ...officePointFindings(catalogue.business),
    ...mapFindings(catalogue),
  ];
  const add: Add = (file, path, problem, fix) => findings.push({ file, path, problem, fix });
  businessFindings(catalogue.business, add);
  recordFindings(dir, catalogue, add);
  stockPhotoFindings(dir, catalogue, add);
  return findings;
}
