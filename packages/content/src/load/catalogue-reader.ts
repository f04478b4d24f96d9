import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { financingTerms } from "../facts/financing-terms";
import { financingFacts } from "../facts/money-facts";
import type { Business } from "../schema/business";
import { jsonErrorMessage, type Problem, problemsFromZod } from "../schema/catalogue-error";
import type { PageEntry } from "../schema/page";
import { interpolate, type Placeholders } from "./interpolate";
import { typedFactProblems } from "./typed-facts";

function listJson(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
}

/** Whole years since the founding year, as of `today` (the build date). */
export function yearsInBusiness(foundedYear: number, today: Date): number {
  return today.getUTCFullYear() - foundedYear;
}

function businessPlaceholders(business: Business): Placeholders {
  const claims = Object.fromEntries(Object.entries(business.claims).map(([key, claim]) => [key, claim.text]));
  return {
    ...claims,
    businessName: business.name,
    phone: business.phone.display,
    email: business.email,
    license: business.license,
    foundedYear: String(business.foundedYear),
    years: String(yearsInBusiness(business.foundedYear, new Date())),
    rating: String(business.rating.value),
    reviewCount: String(business.rating.count),
    ratingSource: business.rating.source,
    officeHours: business.hours.office,
    // The office as its listing names it: the business's name, then this, finds it on a map.
    officeAddress: `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
    emergencyHours: business.hours.emergency,
    // Without agreed terms these are missing, and the list items naming them are left out.
    financingApplyUrl: business.financing?.applyUrl ?? null,
    financingTerms: business.financing ? financingTerms(business.financing) : null,
    ...financingFacts(business.financing),
    // Filled in for each open role (pages/open-roles.ts).
    rolePay: "{rolePay}",
    roleBenefits: "{roleBenefits}",
    // Filled in by the page itself (a review's own star count).
    stars: "{stars}",
  };
}

/**
 * Reads catalogue files, collecting every problem instead of stopping at the first: a file that
 * cannot be read or parsed, or does not match its schema, gives `undefined` and its problems.
 */
export class CatalogueReader {
  readonly problems: Problem[] = [];
  private placeholders: Placeholders = {};

  constructor(readonly dir: string) {}

  json(relative: string): unknown {
    let text: string;
    try {
      text = readFileSync(join(this.dir, relative), "utf8");
    } catch (error) {
      this.problems.push({ file: relative, path: "", message: (error as Error).message });
      return undefined;
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      this.problems.push({ file: relative, path: "", message: jsonErrorMessage(error as Error, text) });
      return undefined;
    }
  }

  parse<S extends z.ZodType>(relative: string, schema: S, raw: unknown): z.output<S> | undefined {
    if (raw === undefined) return undefined;
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    this.problems.push(...problemsFromZod(relative, result.error, raw));
    return undefined;
  }

  /** The business's facts, filled into every file read with `filled` from now on. */
  useBusiness(business: Business | undefined): void {
    this.placeholders = business ? businessPlaceholders(business) : {};
  }

  /** Facts besides the business's, filled into every file read with `filled` from now on. */
  addFacts(facts: Placeholders): void {
    this.placeholders = { ...this.placeholders, ...facts };
  }

  /** A file with the business's facts filled in (`extra`: placeholders left for later, or more facts). */
  filled(relative: string, extra: Placeholders = {}): unknown {
    const raw = this.json(relative);
    if (raw === undefined) return undefined;
    if (/^(pages|templates|cities)\//.test(relative)) this.problems.push(...typedFactProblems(relative, raw));
    return interpolate(raw, { ...this.placeholders, ...extra }, relative, this.problems);
  }

  /** Each `<folder>/*.json` read, filled and checked against `schema`, with its file name. */
  folder<S extends z.ZodType>(folder: string, schema: S): { name: string; file: string; value?: z.output<S> }[] {
    return listJson(join(this.dir, folder)).map((name) => {
      const file = `${folder}/${name}`;
      return { name, file, value: this.parse(file, schema, this.filled(file)) };
    });
  }
}

/** Pages in a stable order, and the catalogue file each comes from. */
export interface PageSet {
  pages: PageEntry[];
  files: Map<PageEntry, string>;
}

export function addPage(set: PageSet, page: PageEntry, file: string): void {
  set.pages.push(page);
  set.files.set(page, file);
}
