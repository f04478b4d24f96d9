import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dayInNewYork, offerShowsOn, parseOfferWindow } from "@brightwater/content/offer-window";
import type { StoredPage } from "./page-store";

// The wrapper the renderer puts around a block with offer dates (renderer/src/lib/offer-gate.tsx).
const offerWrapper = /<div data-offer-window="([^"]*)"( hidden="")?>/g;

/**
 * A page whose HTML holds dated offers, as it should be sent on the current day: each offer's
 * wrapper gets `hidden` outside its dates (America/New_York), so an ended offer disappears on
 * time with or without script and without a rebuild. Pages without offers are sent as built.
 * The variant is made once per day and page, and compressed then.
 */
export function offerAwarePage(page: StoredPage, now: () => Date): () => StoredPage {
  const html = page.bodies.identity.toString("utf8");
  if (!html.includes("data-offer-window=")) return () => page;
  let cached: { day: string; page: StoredPage } | undefined;
  return () => {
    const day = dayInNewYork(now());
    if (cached?.day === day) return cached.page;
    const rewritten = html.replace(offerWrapper, (_tag, window: string) => {
      const hidden = offerShowsOn(parseOfferWindow(window), day) ? "" : ' hidden=""';
      return `<div data-offer-window="${window}"${hidden}>`;
    });
    cached = { day, page: rewritten === html ? page : compressed(page, rewritten) };
    return cached.page;
  };
}

function compressed(page: StoredPage, html: string): StoredPage {
  const identity = Buffer.from(html);
  return {
    ...page,
    bodies: {
      identity,
      // Quality 9 rather than the build's 11: made while a visitor waits, once a day.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
  };
}
