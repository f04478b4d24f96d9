// @ts-check
// Writes src/phone-plans.ts: the numbering plans of calling code 1 (the US, its territories, Canada
// and the Caribbean members) as libphonenumber-js's smallest metadata ("min") has them: for each
// member, the digits its numbers start with (where the library tells members apart by them), the
// pattern of its national numbers, and the patterns of the kinds of number in use. src/phone.ts
// checks a number against them as the library's isValid() does, without the library (about 8 KB of
// the form code); src/phone.test.ts holds the two to the same answers.
// Run after upgrading libphonenumber-js: `cd packages/contracts && npm run phone-metadata && npm run lint -- --write`
// (src/phone.test.ts fails while the file differs from the library's).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The entries of `full` for calling code 1, in the library's own metadata shape (for the library itself). */
export function northAmericanMetadata(full) {
  const countries = full.country_calling_codes["1"];
  return {
    version: full.version,
    country_calling_codes: { 1: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
  };
}

/**
 * Each member's [leading digits ("" for none), national number pattern, kinds' patterns joined
 * ("" where the library checks the national pattern alone)], once each.
 * @returns {[string, string, string][]}
 */
export function northAmericanPlans(full) {
  const plans = full.country_calling_codes["1"].map((country) => {
    const entry = full.countries[country];
    const kinds = Array.isArray(entry[11]) ? entry[11].filter((kind) => Array.isArray(kind) && kind[0]) : [];
    return JSON.stringify([
      typeof entry[10] === "string" ? entry[10] : "",
      entry[2],
      kinds.map((kind) => `(?:${kind[0]})`).join("|"),
    ]);
  });
  return [...new Set(plans)].map((plan) => JSON.parse(plan));
}

export const plansFile = new URL("../src/phone-plans.ts", import.meta.url);

export function libraryMetadata() {
  const path = createRequire(import.meta.url).resolve("libphonenumber-js/metadata.min.json");
  return JSON.parse(readFileSync(path, "utf8"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const full = libraryMetadata();
  const { version } = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve("libphonenumber-js/package.json"), "utf8"),
  );
  // A module, not a JSON file: every loader here (Vite, esbuild, tsx, Node's own) reads it alike.
  writeFileSync(
    plansFile,
    `// Written by scripts/phone-metadata.mjs from libphonenumber-js ${version}'s metadata.min.json: do not edit.\nexport const northAmericanPlans: readonly (readonly [string, string, string])[] = ${JSON.stringify(northAmericanPlans(full))};\n`,
  );
  console.log(`wrote ${plansFile.pathname}`);
}
