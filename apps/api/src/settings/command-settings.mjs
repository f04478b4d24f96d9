// @ts-check
// The settings the commands beside the server read and the server does not (the production start,
// the publish, the dev servers): their names and defaults in one place, plain JavaScript so that
// `npm start` and `npm run dev` read them before anything is built. Typed in JSDoc and checked with the API's TypeScript.

/** Their names: the settings file may set them beside the server's own (settings.ts). */
export const commandSettingNames = [
  "ALLOW_SAMPLE_CONTENT",
  "WEB_BUILD_OUT",
  "API_PORT",
  "WEB_PORT",
  "PUBLISH_BRANCH",
  "PUBLISH_REMOTE",
];

/**
 * @typedef {object} CommandSettings
 * @property {boolean} allowSampleContent ALLOW_SAMPLE_CONTENT=1: samples and placeholders may be
 *   served and published (said at every start).
 * @property {string | null} publishInto The build a publish renders into: WEB_BUILD_OUT, else the one
 *   the server serves (WEB_BUILD_DIR); null: apps/web/build.
 * @property {string} apiPort `npm run dev`: the API's port (API_PORT, 3001).
 * @property {string} webPort `npm run dev`: Vite's port (WEB_PORT, 5173).
 */

/**
 * Their values in `env`, defaults included.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {CommandSettings}
 */
export function commandSettings(env = process.env) {
  return {
    allowSampleContent: env.ALLOW_SAMPLE_CONTENT === "1",
    publishInto: env.WEB_BUILD_OUT || env.WEB_BUILD_DIR || null,
    apiPort: env.API_PORT || "3001",
    webPort: env.WEB_PORT || "5173",
  };
}
