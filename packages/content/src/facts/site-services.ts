/**
 * What the site does with a visitor's data beyond storing it, as its settings configure it: the
 * privacy policy names each only when it is on. The build reads the settings it is built with and
 * records them beside the pages (`site-services.json`); the launch check compares that record with
 * the settings the server runs with, so a policy cannot say what the server does not do, nor leave
 * out what it does.
 */
export const siteServiceNames = ["captcha", "analytics", "officeMail", "acknowledgement", "alerts"] as const;

export type SiteService = (typeof siteServiceNames)[number];
export type SiteServices = Readonly<Record<SiteService, boolean>>;

/** The settings each service is read from, as the server's settings file names them. */
export const serviceSettings: Readonly<Record<SiteService, string>> = {
  captcha: "RECAPTCHA_SITE_KEY",
  analytics: "GA_MEASUREMENT_ID",
  officeMail: "SMTP_URL and LEAD_EMAIL_TO",
  acknowledgement: "SMTP_URL (and ACKNOWLEDGE_REQUESTS not false)",
  alerts: "LEAD_WEBHOOK_URL",
};

/** Nothing configured: the server's defaults, and what a catalogue is loaded with unless told otherwise. */
export const noServices: SiteServices = Object.fromEntries(siteServiceNames.map((name) => [name, false])) as Record<
  SiteService,
  boolean
>;

type Settings = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined) => (value ?? "").trim() !== "";

/** The services the given settings turn on, read as the server reads them (an empty value is unset). */
export function siteServicesOf(settings: Settings): SiteServices {
  const mail = set(settings.SMTP_URL);
  const acknowledge = (settings.ACKNOWLEDGE_REQUESTS ?? "").trim().toLowerCase();
  return {
    captcha: set(settings.RECAPTCHA_SITE_KEY),
    analytics: set(settings.GA_MEASUREMENT_ID),
    officeMail: mail && set(settings.LEAD_EMAIL_TO),
    acknowledgement: mail && !["false", "0", "no", "off", "n", "disabled"].includes(acknowledge),
    alerts: set(settings.LEAD_WEBHOOK_URL),
  };
}

/** The build's record of the services its pages were built saying, beside `site-origin.json` in the build directory. */
export const siteServicesFile = "site-services.json";
/** The build's record of the origin its canonicals, sitemap and structured data name (apps/web's postbuild). */
export const siteOriginFile = "site-origin.json";
