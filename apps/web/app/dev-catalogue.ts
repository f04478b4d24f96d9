import type { Catalogue } from "@brightwater/content";

/**
 * In `npm run dev` the catalogue plugin (dev/catalogue-reload.ts) keeps the latest catalogue, or
 * the error that stops it, here; pages read it on every request, so a saved file shows at once.
 * A global because the plugin and the pages are separate module instances in one process.
 */
export interface DevCatalogue {
  catalogue?: Catalogue;
  error?: Error;
}

const key = Symbol.for("brightwater.dev-catalogue");
const slots = globalThis as unknown as Record<symbol, DevCatalogue | undefined>;

export function devCatalogue(): DevCatalogue | undefined {
  return slots[key];
}

export function setDevCatalogue(value: DevCatalogue): void {
  slots[key] = value;
}
