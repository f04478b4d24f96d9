import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonSchemas } from "./json-schemas";

const dir = new URL("../schema/", import.meta.url).pathname;

describe("JSON Schemas for editors", () => {
  it.each(Object.entries(jsonSchemas()))(
    "schema/%s matches the zod schema (run `pnpm --filter @brightwater/content run schema`)",
    (file, schema) => {
      expect(JSON.parse(readFileSync(join(dir, file), "utf8"))).toEqual(JSON.parse(JSON.stringify(schema)));
    },
  );
});
