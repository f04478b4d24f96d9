import type { Block, BlockOf, BlockType } from "@brightwater/content/types";
import { type ComponentType, Suspense } from "react";
import { type DeferredComponent, deferredComponent } from "./lib/deferred-component";
import { OfferGate } from "./lib/offer-gate";
import { FoldedContext } from "./lib/section";

type Deferred = { [K in BlockType]: DeferredComponent<{ block: BlockOf<K> }> };
type Registry = { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };

/**
 * Every block's code is loaded by import() when a page has the block: the script every page loads
 * does not grow with the number of block types (decision 040). A new block's code is a chunk of its
 * own; the blocks most pages have share one (apps/web/vite.config.ts, decision 041). The prerendered HTML holds every block in full; each is hydrated on its own once
 * its chunk has arrived (its own Suspense boundary, below), and first where the visitor acts.
 */
const deferredBlocks: Deferred = {
  hero: deferredComponent(() => import("./blocks/hero/hero").then((module) => module.Hero)),
  cardGrid: deferredComponent(() => import("./blocks/card-grid/card-grid").then((module) => module.CardGrid)),
  checklist: deferredComponent(() => import("./blocks/checklist/checklist").then((module) => module.Checklist)),
  steps: deferredComponent(() => import("./blocks/steps/steps").then((module) => module.Steps)),
  faq: deferredComponent(() => import("./blocks/faq/faq").then((module) => module.Faq)),
  testimonials: deferredComponent(() =>
    import("./blocks/testimonials/testimonials").then((module) => module.Testimonials),
  ),
  ctaBand: deferredComponent(() => import("./blocks/cta-band/cta-band").then((module) => module.CtaBand)),
  emergencyBanner: deferredComponent(() =>
    import("./blocks/emergency-banner/emergency-banner").then((module) => module.EmergencyBanner),
  ),
  contactForm: deferredComponent(() =>
    import("./blocks/contact-form/contact-form").then((module) => module.ContactForm),
  ),
  careerForm: deferredComponent(() => import("./blocks/career-form/career-form").then((module) => module.CareerForm)),
  familyFirstForm: deferredComponent(() =>
    import("./blocks/family-first-form/family-first-form").then((module) => module.FamilyFirstForm),
  ),
  figure: deferredComponent(() => import("./blocks/figure/figure").then((module) => module.Figure)),
  articleList: deferredComponent(() =>
    import("./blocks/article-list/article-list").then((module) => module.ArticleList),
  ),
  article: deferredComponent(() => import("./blocks/article/article").then((module) => module.ArticleView)),
  serviceAreaGrid: deferredComponent(() =>
    import("./blocks/service-area-grid/service-area-grid").then((module) => module.ServiceAreaGrid),
  ),
  nearbyCommunities: deferredComponent(() =>
    import("./blocks/nearby-communities/nearby-communities").then((module) => module.NearbyCommunities),
  ),
  mapEmbed: deferredComponent(() => import("./blocks/map-embed/map-embed").then((module) => module.MapEmbed)),
  richText: deferredComponent(() => import("./blocks/rich-text/rich-text").then((module) => module.RichText)),
  stats: deferredComponent(() => import("./blocks/stats/stats").then((module) => module.Stats)),
  comparison: deferredComponent(() => import("./blocks/comparison/comparison").then((module) => module.Comparison)),
  localContacts: deferredComponent(() =>
    import("./blocks/local-contacts/local-contacts").then((module) => module.LocalContacts),
  ),
};

/**
 * Loads the code of every block in `blocks`, so the page renders without waiting: the prerender
 * calls it (the HTML then holds the blocks in place), and so does a client-side navigation before
 * it shows the new page.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  const types = new Set(blocks.map((block) => block.type));
  await Promise.all([...types].map((type) => deferredBlocks[type].preload()));
}

/** One component per block type. A type without a component, or the reverse, does not compile. */
export const blockComponents = Object.fromEntries(
  Object.entries(deferredBlocks).map(([type, block]) => [type, block.Component]),
) as Registry;

function renderBlock<K extends BlockType>(type: K, block: BlockOf<K>, key: number) {
  const Component: ComponentType<{ block: BlockOf<K> }> = blockComponents[type];
  return <Component key={key} block={block} />;
}

export function BlockView({ block, index }: { block: Block; index: number }) {
  // The boundary lets the rest of the page hydrate while the block's chunk is on its way, and lets
  // React hydrate the block the visitor acts on before the others.
  return (
    <OfferGate window={block}>
      <FoldedContext value={block.folded === true}>
        <Suspense fallback={null}>{renderBlock(block.type, block, index)}</Suspense>
      </FoldedContext>
    </OfferGate>
  );
}
