import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

// How the browser's script is cut into chunks (decision 041): our own code in a few chunks, the
// site's chrome (what the root layout needs, so the inbox page loads no blocks), the page with its
// registry, the blocks most pages have, and a town's blocks. Chunks loaded by import() (each other
// block, the enhanced form, the offer) stay apart. Left alone, the bundler cuts modules shared with
// those into many tiny chunks, and gzip starts each with an empty dictionary.

/** Matches exactly these modules of a package; a file renamed or moved stops the build instead of changing the chunks. */
function packageModules(packageFolder: "renderer" | "contracts", ...files: string[]) {
  const paths = new Set(
    files.map((file) => fileURLToPath(new URL(`../../packages/${packageFolder}/src/${file}`, import.meta.url))),
  );
  for (const path of paths)
    if (!existsSync(path)) throw new Error(`chunk-groups.ts: chunk group module ${path} does not exist`);
  return (id: string) => paths.has(id.split("?")[0] ?? id);
}

const rendererModules = (...files: string[]) => packageModules("renderer", ...files);
const chrome = rendererModules("chrome/site-layout.tsx", "site-context.tsx", "lib/first-touch.ts");
const pageModules = rendererModules(
  "page.tsx",
  "registry.tsx",
  "lib/calendar-date.ts",
  "lib/held-acts.ts",
  "forms/form-fields.tsx",
  "chrome/toast-item.tsx",
);
const phoneRule = packageModules("contracts", "phone.ts", "phone-plans.ts");
// Small modules the inbox shares with the forms: in the chrome, not a chunk each.
const sharedWithInbox = packageModules("contracts", "api-request.ts", "limits.ts");

export const chunkGroups = [
  // With the chrome too: Vite's helper around import(), which every page uses (else it
  // lands in the blocks' chunk, and the inbox would have to load that).
  {
    name: "site-chrome",
    test: (id: string) => chrome(id) || sharedWithInbox(id) || /preload-helper/.test(id),
    priority: 2,
  },
  // With the page's code: the phone rule every form checks with (contact, career and Family First).
  {
    name: "site-blocks",
    test: (id: string) => pageModules(id) || phoneRule(id),
    priority: 1,
  },
  {
    name: "common-blocks",
    test: rendererModules(
      "blocks/hero/hero.tsx",
      "blocks/hero/trust-strip.tsx",
      "blocks/card-grid/card-grid.tsx",
      "blocks/cta-band/cta-band.tsx",
      "blocks/checklist/checklist.tsx",
      "blocks/checklist/video-facade.tsx",
      "blocks/testimonials/testimonials.tsx",
      "blocks/testimonials/review-mark.ts",
      "blocks/steps/steps.tsx",
      "blocks/emergency-banner/emergency-banner.tsx",
      "blocks/faq/faq.tsx",
      "blocks/contact-form/contact-form.tsx",
      "blocks/contact-form/booking-fields.tsx",
      "blocks/stats/stats.tsx",
      "lib/fill.ts",
      "chrome/stars.tsx",
      "chrome/action-button.tsx",
    ),
    priority: 1,
  },
  // The blocks a town's page has besides those (its template's).
  {
    name: "town-blocks",
    test: rendererModules(
      "blocks/rich-text/rich-text.tsx",
      "blocks/nearby-communities/nearby-communities.tsx",
      "blocks/local-contacts/local-contacts.tsx",
      "blocks/map-embed/map-embed.tsx",
    ),
    priority: 1,
  },
];
