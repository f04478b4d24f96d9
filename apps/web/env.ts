// The environment of the web build, its dev server and its scripts, parsed once. Public values are
// baked into pages every visitor downloads; build values never leave the build machine.
import { resolve } from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((value) => value || null);

const schema = z.object({
  // Public: written into the prerendered pages.
  RECAPTCHA_SITE_KEY: optional,
  GA_MEASUREMENT_ID: optional,
  // Build and dev only.
  SITE_ORIGIN: z
    .url()
    .default("http://localhost:3000")
    .transform((origin) => origin.replace(/\/$/, "")),
  /** Another build directory, so a test can build a modified catalogue without touching the real build. */
  WEB_BUILD_OUT: optional,
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  WEB_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
  /** Where `pnpm <script>` was started; pnpm runs a package's scripts in the package itself. */
  INIT_CWD: optional,
  /** Another catalogue directory (a test builds the site from a modified copy); default: the shipped one. */
  CATALOGUE_DIR: optional,
  /** "show": pages, towns and articles marked draft are built too (the dev server: `npm run dev`). */
  CATALOGUE_DRAFTS: optional,
});

function parse() {
  const result = schema.safeParse(process.env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment for the web build:\n${lines.join("\n")}`);
}

const env = parse();

/** Values every visitor's browser receives. */
export const publicEnv = { recaptchaSiteKey: env.RECAPTCHA_SITE_KEY, gaMeasurementId: env.GA_MEASUREMENT_ID };

/** Values for the build, the dev server and the build scripts. */
export const buildEnv = {
  /** The absolute origin of canonical links and the sitemap, without a trailing slash. */
  siteOrigin: env.SITE_ORIGIN,
  /** The build directory: apps/web/build unless WEB_BUILD_OUT names another. */
  buildDir: env.WEB_BUILD_OUT ? resolve(env.WEB_BUILD_OUT) : new URL("build/", import.meta.url).pathname,
  apiPort: env.API_PORT,
  /** The dev server's port (`npm run dev`). */
  webPort: env.WEB_PORT,
  /** The directory the command was run from, for relative paths given on its command line. */
  invocationDir: env.INIT_CWD ?? process.cwd(),
  /**
   * The catalogue every page is built from (undefined: the one shipped with packages/content), and
   * whether its drafts are shown: pass both to loadCatalogue, with the services of serverSettings.
   */
  catalogue: {
    dir: env.CATALOGUE_DIR ? resolve(env.CATALOGUE_DIR) : undefined,
    drafts: env.CATALOGUE_DRAFTS === "show",
  },
  /**
   * The server's settings, from the same settings file the build reads: what they turn on
   * (`siteServicesOf`) is all the privacy policy names, and the build records it for the launch
   * check (site-services.json). Read by the catalogue's loaders, not here: this module is also the
   * Vite config's, which cannot load the content package's source.
   */
  serverSettings: { ...process.env } as Readonly<Record<string, string | undefined>>,
};

/** A script that renders pages (content:check) runs production React: faster, without dev warnings. Call before React loads. */
export function runProductionReact(): void {
  process.env.NODE_ENV = "production";
}
