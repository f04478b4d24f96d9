import { adminPagePath } from "@brightwater/contracts";
import { htmlFileFor } from "./page-store";

// Third parties the pages may use: the captcha, the tag manager, the map and video frames.
const cspBase = [
  "default-src 'self'",
  "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://www.googletagmanager.com",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://www.googletagmanager.com",
  "frame-src https://www.google.com https://www.youtube-nocookie.com",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

// The lead inbox: its own scripts, styles, images and API and nothing from anywhere else. It shows
// people's names, numbers and messages, and needs none of the public pages' third parties.
const inboxCspBase = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The policy a page's inline hashes are added to: the inbox's own, or the public pages'. */
export function cspBaseFor(file: string): string {
  return file === htmlFileFor(adminPagePath) ? inboxCspBase : cspBase;
}
