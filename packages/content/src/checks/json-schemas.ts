import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { articleTemplateSchema } from "../pages/article-page";
import { photoCreditSchema } from "../photos/credit";
import { bookingSchema } from "../schema/booking";
import { businessSchema } from "../schema/business";
import { cityEntrySchema } from "../schema/city-entry";
import { cityTemplateSchema } from "../schema/city-template";
import { formsSchema } from "../schema/forms";
import { navigationSchema } from "../schema/navigation";
import { offerPopupSchema } from "../schema/offer-popup";
import { pageSchema } from "../schema/page";
import { redirectsSchema } from "../schema/redirects";
import { servicePhotosSchema } from "../schema/service-photos";
import { testimonialsSchema } from "../schema/testimonials";

/** The catalogue's zod schemas as JSON Schema, for editors: file name → schema. */
export function jsonSchemas(): Record<string, unknown> {
  const schemas = {
    "business.schema.json": businessSchema,
    "navigation.schema.json": navigationSchema,
    "page.schema.json": pageSchema,
    "city.schema.json": cityEntrySchema,
    "city-template.schema.json": cityTemplateSchema,
    "article-template.schema.json": articleTemplateSchema,
    "forms.schema.json": formsSchema,
    "offer-popup.schema.json": offerPopupSchema,
    "booking.schema.json": bookingSchema,
    "testimonials.schema.json": testimonialsSchema,
    "photo-credit.schema.json": photoCreditSchema,
    "redirects.schema.json": redirectsSchema,
    "service-photos.schema.json": servicePhotosSchema,
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([file, schema]) => [
      file,
      // "input": what an editor writes, so fields with defaults are optional.
      z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }),
    ]),
  );
}

const schemaDir = new URL("../../schema/", import.meta.url).pathname;

/** The committed JSON Schemas that no longer match the zod schemas: editors would check files against old rules. */
export function staleJsonSchemas(dir = schemaDir): string[] {
  return Object.entries(jsonSchemas())
    .filter(([file, schema]) => {
      let committed: string;
      try {
        committed = readFileSync(join(dir, file), "utf8");
      } catch {
        return true;
      }
      return committed !== `${JSON.stringify(schema, null, 2)}\n`;
    })
    .map(([file]) => file);
}
