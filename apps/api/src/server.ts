import { buildApp } from "./app";
import { exitOnCatalogueError } from "./catalogue-exit";
import { parseConfig } from "./config";
import { closeWithin } from "./shutdown";

// Only listening and shutting down live here; the application is app.ts.
const config = parseConfig();
const app = await buildApp(config).catch(exitOnCatalogueError);

if (!config.RECAPTCHA_SECRET) app.log.warn("RECAPTCHA_SECRET is not set: forms are accepted without a captcha check");
if (!config.SMTP_URL || !config.LEAD_EMAIL_TO)
  app.log.warn("SMTP_URL or LEAD_EMAIL_TO is not set: leads are stored, not mailed");
if (!config.adminPassword) app.log.warn("ADMIN_PASSWORD is not set: the lead inbox (/admin) is disabled");
if (!config.webBuildDir) app.log.warn("WEB_BUILD_DIR is not set: serving the API only");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    closeWithin(app, config.SHUTDOWN_TIMEOUT_MS).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
