import type { Problem } from "../schema/catalogue-error";
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

/** Whether a page must open on a photograph or a drawn illustration: every page but a legal one. */
export function wantsFirstPicture(page: Pick<PageEntry, "layout">): boolean {
  return page.layout !== "legal";
}

/** The picture a page opens on: its hero's, or its article's. */
export function firstPicture(page: Pick<PageEntry, "blocks">) {
  const first = page.blocks[0];
  return first?.type === "hero" || first?.type === "article" ? first.image : undefined;
}

/**
 * A page that must open on a picture and names none is a problem for the editor: a drawing under
 * /images/ serves where there is no photograph yet.
 */
export function firstPictureProblems(pages: readonly PageEntry[], fileOf: (page: PageEntry) => string): Problem[] {
  return pages
    .filter((page) => wantsFirstPicture(page) && !firstPicture(page))
    .map((page) => ({
      file: fileOf(page),
      path: "blocks[0].image",
      message:
        'every page but a legal one ("layout": "legal") opens on a photograph or a drawing: name one in its hero',
    }));
}
