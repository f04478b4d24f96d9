// The settings the commands beside the server read and the server does not (the production start,
// the publish, the dev servers): their names and defaults in one place, plain JavaScript so that
// `npm start` and `npm run dev` read them before anything is installed. Types: command-settings.d.mts.

/** Their names: the settings file may set them beside the server's own (settings.ts). */
export const commandSettingNames = [
  "ALLOW_SAMPLE_CONTENT",
  "WEB_BUILD_OUT",
  "API_PORT",
  "WEB_PORT",
  "PUBLISH_BRANCH",
  "PUBLISH_REMOTE",
];

/** Their values in `env`, defaults included. */
export function commandSettings(env = process.env) {
  return {
    allowSampleContent: env.ALLOW_SAMPLE_CONTENT === "1",
    publishInto: env.WEB_BUILD_OUT || env.WEB_BUILD_DIR || null,
    apiPort: env.API_PORT || "3001",
    webPort: env.WEB_PORT || "5173",
  };
}
