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
  // The publish (scripts/publish.ts) and its pull (scripts/publish-pull.ts), started by scripts/publish.mjs.
  /** "1": samples and placeholders may be published (staging, demos), said on every publish. */
  ALLOW_SAMPLE_CONTENT: optional,
  /** Where the publish record lives (the server's own reading of its settings); default: data/ in the checkout. */
  PUBLISH_LOG_DIR: optional,
  /** The remote and branch a pull follows; default: origin, and the branch checked out. */
  PUBLISH_REMOTE: optional,
  PUBLISH_BRANCH: optional,
  /** Where a publish started by a pull writes its result for the pull to read. */
  PUBLISH_RESULT_FILE: optional,
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

/** Values for the publish and its pull. */
export const publishEnv = {
  allowSampleContent: env.ALLOW_SAMPLE_CONTENT === "1",
  logDir: env.PUBLISH_LOG_DIR,
  remote: env.PUBLISH_REMOTE ?? "origin",
  /** null: the branch checked out. */
  branch: env.PUBLISH_BRANCH,
  resultFile: env.PUBLISH_RESULT_FILE,
};

/** This process's environment with `values` added: a command started from a script gets both. */
export function environmentWith(values: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...values };
}

/** The settings a build bakes into its pages; a publish renders with the same ones. */
const bakedSettingNames = ["SITE_ORIGIN", "RECAPTCHA_SITE_KEY", "GA_MEASUREMENT_ID"] as const;

/** The baked settings as this process has them, the ones set only (the build records them). */
export function bakedSettings(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const name of bakedSettingNames) {
    const value = process.env[name];
    if (value) settings[name] = value;
  }
  return settings;
}

/**
 * Puts a build's baked settings into this process's environment, before the server bundle reads
 * them: a publish renders its pages with the settings of the build it publishes into.
 */
export function applyBakedSettings(settings: Readonly<Record<string, string>>): void {
  for (const name of bakedSettingNames) {
    const value = settings[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * React Router reads the prerendered data header only in a build's own requests; its prerender
 * sets this before it renders, and a publish renders the same way.
 */
export function markBuildRequests(): void {
  process.env.IS_RR_BUILD_REQUEST = "yes";
}

/** A script that renders pages (content:check) runs production React: faster, without dev warnings. Call before React loads. */
export function runProductionReact(): void {
  process.env.NODE_ENV = "production";
}
