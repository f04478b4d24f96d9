import { z } from "zod";
import { externalUrl, nonEmpty } from "../schema/common";

/**
 * The license facts of one photograph, in `photos/<name>.json` beside `photos/<name>.jpg`. Stock
 * licenses (Pexels, Unsplash) forbid suggesting that the people shown endorse or work for the
 * business, so `terms` keeps that in front of whoever writes the next caption.
 */
export const photoCreditSchema = z.strictObject({
  $schema: z.string().optional(),
  shows: nonEmpty,
  license: nonEmpty,
  licenseUrl: externalUrl,
  sourcePage: externalUrl,
  author: nonEmpty,
  obtainedFrom: nonEmpty,
  terms: nonEmpty,
  // From a stock library, not taken by the office: content:check lists every page still showing
  // it, so the owner replaces it with their own before launch.
  stock: z.boolean().default(false),
});
export type PhotoCredit = z.infer<typeof photoCreditSchema>;
