// What a visitor's browser meets through the proxy: the redirect to HTTPS, the security headers,
// compression, the site's 404, and the canonical and sitemap on the HTTPS origin.
import { smokeOrigin } from "./build.mjs";
import { check } from "./checklist.mjs";
import { fetchRaw, headerValues } from "./https.mjs";
import { get } from "./stack.mjs";

/**
 * Caddy 2.6 names no port in the redirect when https_port is not 443 (here it is not): the
 * check is the scheme, the host, the path and the query.
 * @param {number} caddyHttpPort
 */
export async function checkRedirect(caddyHttpPort) {
  const redirect = await fetchRaw(`http://localhost:${caddyHttpPort}/service-areas?x=1`);
  const location = new URL(headerValues(redirect, "location")[0] ?? "http://invalid/");
  check(
    "HTTP redirects to HTTPS",
    [301, 308].includes(redirect.status) &&
      location.protocol === "https:" &&
      location.hostname === "localhost" &&
      `${location.pathname}${location.search}` === "/service-areas?x=1",
    `${redirect.status} → ${location.href}`,
  );
}

/** GET / and an API route over HTTPS, a path that does not exist, and the sitemap. */
export async function checkPages() {
  const home = await get("/", { headers: { "accept-encoding": "br, gzip" } });
  const once = ["strict-transport-security", "content-security-policy", "x-content-type-options"].map(
    (name) => `${name.split("-").slice(-1)[0]} ×${headerValues(home, name).length}`,
  );
  check(
    "GET / over HTTPS: 200, HSTS, CSP and nosniff once each",
    home.status === 200 &&
      ["strict-transport-security", "content-security-policy", "x-content-type-options"].every(
        (name) => headerValues(home, name).length === 1,
      ) &&
      headerValues(home, "x-content-type-options")[0] === "nosniff",
    `${home.status}${home.error ? ` (${home.error.message})` : ""}; ${once.join(", ")}`,
  );
  const api = await get("/api/blog-posts", { headers: { "accept-encoding": "gzip" } });
  check(
    "compression: pages br (build), API gzip (Caddy)",
    headerValues(home, "content-encoding")[0] === "br" && headerValues(api, "content-encoding")[0] === "gzip",
    `page ${headerValues(home, "content-encoding")[0]}, API ${api.status} ${headerValues(api, "content-encoding")[0]}`,
  );
  const missing = await get("/no-such-page-here");
  check(
    "unknown path: the site's 404 page",
    missing.status === 404 && /<main/.test(missing.body.toString()),
    `${missing.status}, ${headerValues(missing, "content-type")[0]}`,
  );
  const page = await get("/");
  const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(page.body.toString())?.[0] ?? "";
  const sitemap = (await get("/sitemap.xml")).body.toString();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  check(
    "canonical and sitemap on the HTTPS origin",
    canonical.includes(`href="${smokeOrigin}/"`) &&
      locs.length > 0 &&
      locs.every((loc) => loc.startsWith(`${smokeOrigin}/`)),
    `${canonical.match(/href="([^"]+)"/)?.[1]}; ${locs.length} sitemap URLs`,
  );
}
