import type { Problem } from "./catalogue-error";
import type { BlockOf } from "./schema/blocks";
import type { Review } from "./schema/common";
import type { PageEntry } from "./schema/page";
import type { TaggedReview } from "./schema/testimonials";

type Choice = NonNullable<BlockOf<"testimonials">["from"]>;

/** The reviews a testimonials block asks for (named, tagged with its service or from its town), in catalogue order. */
export function pickReviews(pool: readonly TaggedReview[], choice: Choice): Review[] {
  return pool
    .filter(
      (review) =>
        choice.ids?.includes(review.id) ||
        (choice.service !== undefined && review.services.includes(choice.service)) ||
        (choice.town !== undefined && review.location === choice.town),
    )
    .slice(0, choice.count)
    .map(({ name, location, rating, text }) => ({ name, location, rating, text }));
}

/**
 * Fills every testimonials block that chooses its reviews from the pool, then gives each hero the
 * first review its page shows (or the pool's first) to quote. A block left with no review, or a
 * service page with fewer than two, is a problem for the editor.
 */
export function fillReviews(
  pages: readonly PageEntry[],
  pool: readonly TaggedReview[],
  fileOf: (page: PageEntry) => string,
  problems: Problem[],
): void {
  for (const page of pages) {
    const file = fileOf(page);
    page.blocks.forEach((block, index) => {
      if (block.type !== "testimonials") return;
      if (block.from) block.reviews = [...block.reviews, ...pickReviews(pool, block.from)];
      if (block.reviews.length === 0) {
        problems.push({ file, path: `blocks[${index}].from`, message: "no review in testimonials.json matches" });
      }
    });
    const shown = page.blocks.flatMap((block) => (block.type === "testimonials" ? block.reviews : []));
    if (page.service && shown.length < 2) {
      problems.push({
        file,
        path: "service",
        message: `a service page shows at least two reviews; found ${shown.length} for "${page.service}"`,
      });
    }
    const featured = shown[0] ?? pool[0];
    for (const block of page.blocks) {
      if (block.type === "hero" && !block.review && featured) {
        const { name, location, rating, text } = featured;
        block.review = { name, location, rating, text };
      }
    }
  }
}
