import { isThankYouPath } from "@brightwater/contracts/thank-you";
import { type GeoPoint, greatCircleMiles } from "../facts/travel";
import type { BlockOf } from "../schema/blocks";
import type { Problem } from "../schema/catalogue-error";
import type { Review, ServiceTag } from "../schema/common";
import type { PageEntry } from "../schema/page";
import type { TaggedReview } from "../schema/testimonials";

type Choice = NonNullable<BlockOf<"testimonials">["from"]>;

const asShown = ({ name, location, rating, text, platform, date, sample }: TaggedReview): Review => ({
  name,
  location,
  rating,
  text,
  ...(sample ? { sample: true } : { platform, date }),
});

/** Who wrote a review, as a page names them: no page names the same author twice. */
const authorOf = (review: Pick<Review, "name" | "location">): string => `${review.name}, ${review.location}`;

/** The first review of each author, in order. */
function oneEach<T extends Pick<Review, "name" | "location">>(reviews: readonly T[]): T[] {
  const seen = new Set<string>();
  return reviews.filter((review) => !seen.has(authorOf(review)) && Boolean(seen.add(authorOf(review))));
}

/** Where each town is, by name, so a town's page can fall back to reviews from its neighbours. */
export type TownPlaces = ReadonlyMap<string, GeoPoint>;

/**
 * The reviews a testimonials block asks for: the ones named in `ids` or tagged with its `service`,
 * in catalogue order; or, for a `town`, that town's first, then those of the nearest towns, then
 * the company's best, so a town never needs reviews of its own.
 */
export function pickReviews(pool: readonly TaggedReview[], choice: Choice, towns: TownPlaces = new Map()): Review[] {
  const chosen = pool.filter(
    (review) =>
      choice.ids?.includes(review.id) || (choice.service !== undefined && review.services.includes(choice.service)),
  );
  const here = choice.town === undefined ? undefined : towns.get(choice.town);
  const away = (review: TaggedReview) => {
    if (review.location === choice.town) return 0;
    const there = towns.get(review.location);
    return here && there ? greatCircleMiles(here, there) : Number.POSITIVE_INFINITY;
  };
  const nearby =
    choice.town === undefined
      ? []
      : pool
          .filter((review) => !chosen.includes(review))
          .map((review, index) => ({ review, index, miles: away(review) }))
          .sort((a, b) => a.miles - b.miles || b.review.rating - a.review.rating || a.index - b.index)
          .map(({ review }) => review);
  return oneEach([...chosen, ...nearby])
    .slice(0, choice.count)
    .map(asShown);
}

/**
 * The review a hero quotes (on a phone, the review right under the headline): never one its page
 * already shows lower down, nor by an author it shows. First one from the town a page for one town
 * serves (`town`), then one about the page's service, then one from a town the page's own reviews
 * come from (a city page's town), then a general one (about
 * no service in particular), then any; within each, the one other heroes quote least, so the
 * quotes vary from page to page. `quoted` counts how often each review is quoted so far. Only a
 * pool with nothing left to quote gives none: no hero ever shows words of its own.
 */
export function heroReview(
  pool: readonly TaggedReview[],
  page: { shown: readonly Review[]; service?: ServiceTag | undefined; town?: string | undefined },
  quoted: ReadonlyMap<string, number>,
): Review | undefined {
  const shownTexts = new Set(page.shown.map((review) => review.text));
  const shownAuthors = new Set(page.shown.map(authorOf));
  const towns = new Set(page.shown.map((review) => review.location));
  const rank = (review: TaggedReview) => {
    if (page.town !== undefined && review.location === page.town) return 0;
    if (page.service !== undefined && review.services.includes(page.service)) return 1;
    if (towns.has(review.location)) return 2;
    return review.services.length === 0 ? 3 : 4;
  };
  const [best] = pool
    .filter((review) => !shownTexts.has(review.text) && !shownAuthors.has(authorOf(review)))
    .map((review, index) => ({ review, index }))
    .sort(
      (a, b) =>
        rank(a.review) - rank(b.review) ||
        (quoted.get(a.review.id) ?? 0) - (quoted.get(b.review.id) ?? 0) ||
        a.index - b.index,
    );
  return best ? asShown(best.review) : undefined;
}

/** Every review a page shows: its hero's quote and each testimonials block's reviews, in page order. */
export function reviewsShown(page: Pick<PageEntry, "blocks">): Review[] {
  return page.blocks.flatMap((block) => {
    if (block.type === "testimonials") return block.reviews;
    if (block.type === "hero" && block.review) return [block.review];
    return [];
  });
}

/**
 * Whether the page's own reviews follow its hero closely (within three sections, no form between),
 * so that a phone shows those instead of the hero's quote. A form is a screen and more on a phone.
 */
function reviewsFollow(after: readonly PageEntry["blocks"][number][]): boolean {
  for (const block of after.slice(0, 3)) {
    if (block.type === "testimonials") return true;
    if (block.type === "contactForm" || block.type === "careerForm" || block.type === "familyFirstForm") return false;
  }
  return false;
}

/**
 * A page whose hero quotes a customer: not a legal page, and not a thank-you page (the visitor has
 * already asked; what happens next is what they read).
 */
function quotesAReview(page: Pick<PageEntry, "layout" | "path">): boolean {
  return page.layout !== "legal" && !isThankYouPath(page.path);
}

/** The hero's `reviewsFollow` typed into a page: it is the loader's to set. */
function typedFlag(file: string, path: string): Problem {
  return { file, path, message: "set when the catalogue loads, from where the page's reviews are: leave it out" };
}

/** A review typed into a page has no provenance: it belongs in testimonials.json. */
function typedReview(file: string, path: string): Problem {
  return {
    file,
    path,
    message:
      'a review typed into a page has no author, date or platform: put it in testimonials.json with its provenance and choose it with "from" (ids, service or town)',
  };
}

/**
 * Fills every testimonials block that chooses its reviews from the pool, then gives each hero a
 * review to quote that its page does not show elsewhere (a hero with points of its own, such as
 * the careers page's, quotes none). A block left with no review, or a service page with fewer
 * than two, is a problem for the editor.
 */
export function fillReviews(
  pages: readonly PageEntry[],
  pool: readonly TaggedReview[],
  fileOf: (page: PageEntry) => string,
  problems: Problem[],
  towns: TownPlaces = new Map(),
): void {
  const quoted = new Map<string, number>();
  for (const page of pages) {
    const file = fileOf(page);
    page.blocks.forEach((block, index) => {
      if (block.type === "hero" && block.review) problems.push(typedReview(file, `blocks[${index}].review`));
      if (block.type !== "testimonials") return;
      if (block.reviews.length > 0) problems.push(typedReview(file, `blocks[${index}].reviews`));
      if (block.from) block.reviews = pickReviews(pool, block.from, towns);
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
    page.blocks.forEach((block, index) => {
      if (block.type !== "hero") return;
      if (block.reviewsFollow !== undefined) problems.push(typedFlag(file, `blocks[${index}].reviewsFollow`));
      block.reviewsFollow = reviewsFollow(page.blocks.slice(index + 1));
    });
    if (!quotesAReview(page)) continue;
    for (const block of page.blocks) {
      if (block.type !== "hero" || block.review || block.points) continue;
      const review = heroReview(pool, { shown, service: page.service, town: page.town }, quoted);
      if (!review) continue;
      block.review = review;
      const id = pool.find((candidate) => candidate.text === review.text)?.id ?? review.text;
      quoted.set(id, (quoted.get(id) ?? 0) + 1);
    }
  }
}
