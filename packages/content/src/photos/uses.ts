import type { Block } from "../schema/blocks";
import type { Catalogue } from "../schema/catalogue";
import type { Image } from "../schema/common";
import type { PageEntry } from "../schema/page";
import { isPhotoSrc, type PhotoPosition, type PhotoSlot } from "./slots";

/** One photograph in one place on one page. */
export interface PhotoUse {
  src: `photos/${string}`;
  alt: string;
  slot: PhotoSlot;
  position: PhotoPosition;
  /** Where it is named: the page's path and the JSON path in the page's blocks. */
  page: string;
  at: string;
}

/** The pictures of one block with the place each sits in; renderer components use the same slots. */
function blockImages(block: Block): { image: Image; slot: PhotoSlot; at: string }[] {
  switch (block.type) {
    case "hero":
      return block.image ? [{ image: block.image, slot: "hero", at: "image" }] : [];
    case "figure":
      return [{ image: block.image, slot: block.text ? "split" : "wide", at: "image" }];
    case "checklist":
      if (block.media?.kind === "image") return [{ image: block.media.image, slot: "split", at: "media.image" }];
      if (block.media?.kind === "video") return [{ image: block.media.poster, slot: "split", at: "media.poster" }];
      return [];
    case "cardGrid":
      return block.cards.flatMap((card, index) =>
        card.image ? [{ image: card.image, slot: "card" as const, at: `cards[${index}].image` }] : [],
      );
    // Blocks without a photograph. Every block type is named here: a new one is a compile error
    // until it says where its photographs sit, or that it has none.
    case "steps":
    case "faq":
    case "testimonials":
    case "ctaBand":
    case "emergencyBanner":
    case "contactForm":
    case "careerForm":
    case "familyFirstForm":
    case "articleList":
    case "article":
    case "serviceAreaGrid":
    case "nearbyCommunities":
    case "mapEmbed":
    case "richText":
    case "stats":
    case "comparison":
    case "localContacts":
      return [];
    default: {
      const unnamed: never = block;
      throw new Error(`block ${JSON.stringify(unnamed)} has no entry in blockImages`);
    }
  }
}

/** Every photograph a page shows. */
export function pagePhotoUses(page: PageEntry): PhotoUse[] {
  return page.blocks.flatMap((block, index) =>
    blockImages(block).flatMap(({ image, slot, at }) =>
      isPhotoSrc(image.src)
        ? [
            {
              src: image.src,
              alt: image.alt,
              slot,
              position: image.position ?? "center",
              page: page.path,
              at: `blocks[${index}].${at}`,
            },
          ]
        : [],
    ),
  );
}

/** Every photograph the catalogue shows, in every place. */
export function photoUses(catalogue: Catalogue): PhotoUse[] {
  return catalogue.pages.flatMap(pagePhotoUses);
}
