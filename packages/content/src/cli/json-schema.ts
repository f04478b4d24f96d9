// `npm run schema`: writes schema/*.schema.json from the zod schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { jsonSchemas } from "../checks/json-schemas";

const dir = new URL("../../schema/", import.meta.url).pathname;
mkdirSync(dir, { recursive: true });
for (const [file, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
}
console.log(`Wrote ${Object.keys(jsonSchemas()).length} JSON Schemas to ${dir}`);
