import { z } from "zod";

/** A setting that may be left out; an empty value counts as left out. */
export const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();
