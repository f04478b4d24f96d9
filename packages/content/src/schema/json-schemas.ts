import { z } from "zod";
import { articleTemplateSchema } from "../pages/article-page";
import { redirectsSchema } from "../pages/redirects";
import { photoCreditSchema } from "../photos/credit";
import { businessSchema } from "./business";
import { cityEntrySchema, cityTemplateSchema } from "./city";
import { formsSchema } from "./forms";
import { navigationSchema } from "./navigation";
import { offerPopupSchema } from "./offer-popup";
import { pageSchema } from "./page";
import { servicePhotosSchema } from "./service-photos";
import { testimonialsSchema } from "./testimonials";

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
