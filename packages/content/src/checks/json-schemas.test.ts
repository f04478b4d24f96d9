import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemas, staleJsonSchemas } from "./json-schemas";

const dir = new URL("../../schema/", import.meta.url).pathname;

describe("JSON Schemas for editors", () => {
  it.each(Object.entries(jsonSchemas()))("schema/%s matches the zod schema (run `npm run schema`)", (file, schema) => {
    expect(JSON.parse(readFileSync(join(dir, file), "utf8"))).toEqual(JSON.parse(JSON.stringify(schema)));
  });

  it("content:check names a stale or missing schema file", () => {
    const copy = mkdtempSync(join(tmpdir(), "schemas-"));
    try {
      cpSync(dir, copy, { recursive: true });
      expect(staleJsonSchemas(copy)).toEqual([]);
      const city = join(copy, "city.schema.json");
      writeFileSync(city, readFileSync(city, "utf8").replace('"postalCode"', '"zip"'));
      rmSync(join(copy, "forms.schema.json"));
      expect(staleJsonSchemas(copy).sort()).toEqual(["city.schema.json", "forms.schema.json"]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
