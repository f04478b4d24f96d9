import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { FastifyListenOptions } from "fastify";
import { buildApp } from "./app";
import { exitOnCatalogueError } from "./catalogue-exit";
import { type Config, parseConfig } from "./config";
import { portProblem } from "./port-check";
import { readSettingsFile, systemdSocket } from "./settings/settings";
import { closeWithin } from "./shutdown";

// Only settings, listening and shutting down live here; the application is app.ts. A mistake in
// the settings or a busy port is one line, before the database is opened, and exit 78: a refusal
// the unit's RestartPreventExitStatus= does not try again (scripts/serve.mjs refuses the same way).
function stop(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(78);
}

let envFile: ReturnType<typeof readSettingsFile>;
let config: Config;
let socketFd: number | null;
try {
  envFile = readSettingsFile();
  config = parseConfig();
  socketFd = systemdSocket();
} catch (error) {
  stop((error as Error).message);
}
if (socketFd === null) {
  const problem = await portProblem(config.HOST, config.PORT);
  if (problem) stop(problem);
}

// The database's folder and the résumé folder exist from the start (0700), so their owner and mode
// can be checked before the first lead arrives, and a folder that cannot be made (a read-only
// default under ProtectSystem=strict) stops the start in one line naming its setting.
for (const [setting, folder] of [
  ["DATABASE_PATH", dirname(config.databasePath)],
  ["RESUME_DIR", config.resumeDir],
] as const) {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    stop(
      `${setting}: the folder ${folder} cannot be made (${(error as NodeJS.ErrnoException).code}); set ${setting} in the settings file`,
    );
  }
}

const app = await buildApp(config).catch((error) => exitOnCatalogueError(error, config.NODE_ENV === "production"));

if (envFile) {
  const { file, fromFile, fromEnvironment } = envFile;
  app.log.info({ file, fromFile, fromEnvironment }, `settings read from ${file}`);
  for (const warning of envFile.warnings) app.log.warn(warning);
}
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

if (socketFd === null) await app.listen({ host: config.HOST, port: config.PORT });
else {
  // Fastify hands its options to Node's server.listen, which takes fd; its types do not name it.
  const onSocket: FastifyListenOptions & { fd: number } = { fd: socketFd, host: config.HOST };
  await app.listen(onSocket);
  app.log.info("listening on the socket systemd passed (HOST and PORT are the socket unit's ListenStream)");
}
