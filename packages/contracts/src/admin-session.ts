import { z } from "zod";

/** Where the lead inbox lives; the web app prerenders it and the server serves it. */
export const adminPagePath = "/admin";

/** The body of `POST /api/admin/session` (sign in). */
export const adminSignInSchema = z.strictObject({
  password: z.string({ error: "Enter the password" }).min(1, { error: "Enter the password" }).max(1000),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

/** What `GET` and `POST /api/admin/session` answer for a signed-in browser. */
export const adminSessionResponseSchema = z.object({
  // When the session lapses unless it is used again before then.
  expiresAt: z.iso.datetime(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;
