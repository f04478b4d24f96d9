import { adminPagePath } from "@brightwater/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../lib/http/route-schemas";

/** Where the inbox's web app manifest is served (linked from the inbox page only). */
export const inboxManifestPath = "/admin.webmanifest";

const icon = z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() });
const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal("standalone"),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(icon),
});

// The inbox bar's color (--brand-dark): the phone's status bar matches it.
const themeColor = "#083a66";

/**
 * The inbox as an app on the office's phones: added to the home screen, it opens straight to the
 * list, full screen. Served without a session (browsers fetch manifests without cookies); it
 * says nothing but the business's name. The name comes from the catalogue, like every fact.
 */
const inboxManifestRoutes: FastifyPluginAsyncZod<{ businessName: string }> = async (app, { businessName }) => {
  const icons = [192, 512].flatMap((size) =>
    ["any", "maskable"].map((purpose) => ({
      src: `/inbox-icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
  );
  const manifest = {
    id: adminPagePath,
    name: `${businessName} lead inbox`,
    short_name: "Leads",
    start_url: adminPagePath,
    scope: adminPagePath,
    display: "standalone" as const,
    background_color: "#ffffff",
    theme_color: themeColor,
    icons,
  };
  app.get(
    inboxManifestPath,
    { schema: { response: { 200: manifestSchema, ...errorResponses } } },
    async (_request, reply) =>
      reply.type("application/manifest+json; charset=utf-8").header("Cache-Control", "no-cache").send(manifest),
  );
};

export default inboxManifestRoutes;
