import { z } from "zod";
import { sitePath } from "./common";

const redirectFrom = sitePath.refine((value) => !value.includes("#"), { error: "a redirect's from has no #anchor" });

/** `catalogue/redirects.json`: old addresses that answer 301 to a page. */
export const redirectsSchema = z.strictObject({
  $schema: z.string().optional(),
  redirects: z.array(z.strictObject({ from: redirectFrom, to: sitePath })),
});
export type Redirect = z.infer<typeof redirectsSchema>["redirects"][number];
