import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type SiteService,
  type SiteServices,
  serviceSettings,
  siteOriginFile,
  siteServiceNames,
  siteServicesFile,
  siteServicesOf,
} from "../facts/site-services";
import type { LaunchFinding } from "./launch-finding";

/** The server as it would start: its settings, and the site build it serves. */
export interface RunningSite {
  /** The settings the server runs with: the environment, with the settings file read into it. */
  settings: Readonly<Record<string, string | undefined>>;
  /** The build the server serves (WEB_BUILD_DIR); undefined or missing: no build to compare with. */
  buildDir: string | undefined;
}

/** The server's own default SITE_ORIGIN (apps/api/src/settings/site-settings.ts), which no public site has. */
export const defaultSiteOrigin = "http://localhost:3000";

/** What each service is called where the privacy policy names it. */
const serviceNames: Record<SiteService, string> = {
  captcha: "Google reCAPTCHA",
  analytics: "Google Analytics",
  officeMail: "the request mailed to the office",
  acknowledgement: "the confirmation mailed to the visitor",
  alerts: "the alert sent to the phone on call",
};

function readRecord<T>(buildDir: string, file: string): T | undefined {
  const path = join(buildDir, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : undefined;
}

const onThisMachine = (origin: string) => /^(localhost|127\.[\d.]+|\[::1\])$/.test(new URL(origin).hostname);

/** A site whose canonicals, sitemap and structured data name the server's default, or this machine. */
function originFindings(site: RunningSite): LaunchFinding[] {
  const built = site.buildDir ? readRecord<{ siteOrigin: string }>(site.buildDir, siteOriginFile) : undefined;
  const origin = built?.siteOrigin ?? (site.settings.SITE_ORIGIN || defaultSiteOrigin);
  if (!onThisMachine(origin)) return [];
  const fallback = origin.replace(/\/$/, "") === defaultSiteOrigin ? ", the default" : "";
  const what = built ? `the build in ${site.buildDir} is made for ${origin}` : `SITE_ORIGIN is ${origin}`;
  return [
    {
      file: "settings",
      path: "SITE_ORIGIN",
      problem: `${what}${fallback}: every canonical link, the sitemap and the structured data name this machine`,
      fix: "set SITE_ORIGIN to the site's public address (https://…) and build again (npm run build)",
    },
  ];
}

/** What the built pages say the site does, against what the settings make the server do. */
function serviceFindings(site: RunningSite): LaunchFinding[] {
  if (!site.buildDir || !existsSync(join(site.buildDir, siteOriginFile))) return [];
  const built = readRecord<SiteServices>(site.buildDir, siteServicesFile);
  if (!built) {
    return [
      {
        file: "settings",
        path: siteServicesFile,
        problem: `the build in ${site.buildDir} does not record which services its privacy policy names`,
        fix: "build again with the server's settings (npm run build)",
      },
    ];
  }
  const running = siteServicesOf(site.settings);
  return siteServiceNames.flatMap((service) => {
    if (Boolean(built[service]) === running[service]) return [];
    const name = serviceNames[service];
    const setting = serviceSettings[service];
    const problem = built[service]
      ? `the privacy policy names ${name}, but ${setting} is not set, so the site does not use it`
      : `${setting} is set, so the site uses ${name}, but the privacy policy was built without naming it`;
    return [{ file: "settings", path: setting, problem, fix: "build again with the settings the server runs with" }];
  });
}

/** A captcha half set: pages that load it with nothing checking it, or a server refusing every form. */
function captchaFindings({ settings }: RunningSite): LaunchFinding[] {
  const key = Boolean(settings.RECAPTCHA_SITE_KEY?.trim());
  const secret = Boolean(settings.RECAPTCHA_SECRET?.trim());
  if (key === secret) return [];
  const problem = key
    ? "RECAPTCHA_SITE_KEY is set without RECAPTCHA_SECRET: the forms load reCAPTCHA and the server accepts posts without checking it"
    : "RECAPTCHA_SECRET is set without RECAPTCHA_SITE_KEY: the server asks every form for a token its pages cannot give";
  return [
    { file: "settings", path: key ? "RECAPTCHA_SECRET" : "RECAPTCHA_SITE_KEY", problem, fix: "set both, or neither" },
  ];
}

/**
 * What the catalogue cannot show: the settings the server runs with, and the build it serves. A
 * production build at this machine's origin, and a privacy policy that names a service the server
 * does not run (or leaves out one it does), are listed as the catalogue's samples are.
 */
export function runningSiteFindings(site: RunningSite): LaunchFinding[] {
  return [...originFindings(site), ...serviceFindings(site), ...captchaFindings(site)];
}
