import type { PageEntry } from "../schema/page";
import type { ServicePhotos } from "../schema/service-photos";

/** Pages that must open on a photograph: service pages (by tag or by place under /services) and city pages. */
export function wantsHeroPhoto(page: PageEntry): boolean {
  return page.service !== undefined || page.layout === "city" || page.breadcrumb?.parent === "/services";
}

/**
 * Gives the hero of every page that must open on a photograph, and names none, its service's
 * photograph or the shared one, so such a page never opens without one.
 */
export function fillHeroPhotos(pages: PageEntry[], photos: ServicePhotos): void {
  for (const page of pages) {
    const hero = page.blocks[0];
    if (hero?.type !== "hero" || hero.image || !wantsHeroPhoto(page)) continue;
    hero.image = (page.service && photos.services[page.service]) || photos.fallback;
  }
}
