// @ts-check
// Writes src/phone-metadata.ts: libphonenumber-js's smallest metadata ("min"), cut to the
// numbering plan of calling code 1 (the US, its territories, Canada and the Caribbean members).
// The form code carries it to every visitor; the whole world's is twenty times the size.
// Run after upgrading libphonenumber-js: `cd packages/contracts && npm run phone-metadata && npm run lint -- --write`
// (src/phone.test.ts fails while the file differs from the library's).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The entries of `full` for calling code 1, in the library's own metadata shape. */
export function northAmericanMetadata(full) {
  const countries = full.country_calling_codes["1"];
  return {
    version: full.version,
    country_calling_codes: { 1: countries },
    countries: Object.fromEntries(countries.map((country) => [country, full.countries[country]])),
  };
}

export const metadataFile = new URL("../src/phone-metadata.ts", import.meta.url);

export function libraryMetadata() {
  const path = createRequire(import.meta.url).resolve("libphonenumber-js/metadata.min.json");
  return JSON.parse(readFileSync(path, "utf8"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A module, not a JSON file: every loader here (Vite, esbuild, tsx, Node's own) reads it alike.
  const json = JSON.stringify(northAmericanMetadata(libraryMetadata()));
  writeFileSync(
    metadataFile,
    `// Written by scripts/phone-metadata.mjs from libphonenumber-js/metadata.min.json: do not edit.\nexport const northAmerica = ${json};\n`,
  );
  console.log(`wrote ${metadataFile.pathname}`);
}
