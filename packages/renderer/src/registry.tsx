import type { Block, BlockOf, BlockType } from "@brightwater/content/types";
import { type ComponentType, Suspense } from "react";
import { CardGrid } from "./blocks/card-grid/card-grid";
import { Checklist } from "./blocks/checklist/checklist";
import { ContactForm } from "./blocks/contact-form/contact-form";
import { CtaBand } from "./blocks/cta-band/cta-band";
import { EmergencyBanner } from "./blocks/emergency-banner/emergency-banner";
import { Figure } from "./blocks/figure/figure";
import { Hero } from "./blocks/hero/hero";
import { LocalContacts } from "./blocks/local-contacts/local-contacts";
import { MapEmbed } from "./blocks/map-embed/map-embed";
import { NearbyCommunities } from "./blocks/nearby-communities/nearby-communities";
import { ServiceAreaGrid } from "./blocks/service-area-grid/service-area-grid";
import { Stats } from "./blocks/stats/stats";
import { Steps } from "./blocks/steps/steps";
import { Testimonials } from "./blocks/testimonials/testimonials";
import { type DeferredComponent, deferredComponent } from "./lib/deferred-component";
import { OfferGate } from "./lib/offer-gate";
import { FoldedContext } from "./lib/section";

type Registry = { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };

/**
 * Blocks that only a few pages have (the articles, the careers and Family First forms, the
 * comparison table), and the text-only blocks that work without script (the FAQ's <details>,
 * Markdown text), load as chunks of their own, so the script every page loads before it is interactive stays small. The
 * prerendered HTML holds them in full; each becomes interactive once its chunk has arrived.
 */
const deferredBlocks = {
  article: deferredComponent(() => import("./blocks/article/article").then((module) => module.ArticleView)),
  articleList: deferredComponent(() =>
    import("./blocks/article-list/article-list").then((module) => module.ArticleList),
  ),
  careerForm: deferredComponent(() => import("./blocks/career-form/career-form").then((module) => module.CareerForm)),
  familyFirstForm: deferredComponent(() =>
    import("./blocks/family-first-form/family-first-form").then((module) => module.FamilyFirstForm),
  ),
  comparison: deferredComponent(() => import("./blocks/comparison/comparison").then((module) => module.Comparison)),
  faq: deferredComponent(() => import("./blocks/faq/faq").then((module) => module.Faq)),
  richText: deferredComponent(() => import("./blocks/rich-text/rich-text").then((module) => module.RichText)),
} satisfies Partial<{ [K in BlockType]: DeferredComponent<{ block: BlockOf<K> }> }>;

function isDeferred(type: BlockType): type is keyof typeof deferredBlocks {
  return Object.hasOwn(deferredBlocks, type);
}

/**
 * Loads the code of every deferred block in `blocks`, so the page renders without waiting: the
 * prerender calls it (the HTML then holds those blocks in place), and so does a client-side
 * navigation before it shows the new page.
 */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  const types = new Set(blocks.map((block) => block.type).filter(isDeferred));
  await Promise.all([...types].map((type) => deferredBlocks[type].preload()));
}

/** One component per block type. A type without a component, or the reverse, does not compile. */
export const blockComponents: Registry = {
  hero: Hero,
  cardGrid: CardGrid,
  checklist: Checklist,
  steps: Steps,
  faq: deferredBlocks.faq.Component,
  testimonials: Testimonials,
  ctaBand: CtaBand,
  emergencyBanner: EmergencyBanner,
  contactForm: ContactForm,
  careerForm: deferredBlocks.careerForm.Component,
  familyFirstForm: deferredBlocks.familyFirstForm.Component,
  figure: Figure,
  articleList: deferredBlocks.articleList.Component,
  article: deferredBlocks.article.Component,
  serviceAreaGrid: ServiceAreaGrid,
  nearbyCommunities: NearbyCommunities,
  mapEmbed: MapEmbed,
  richText: deferredBlocks.richText.Component,
  stats: Stats,
  comparison: deferredBlocks.comparison.Component,
  localContacts: LocalContacts,
};

function renderBlock<K extends BlockType>(type: K, block: BlockOf<K>, key: number) {
  const Component: ComponentType<{ block: BlockOf<K> }> = blockComponents[type];
  return <Component key={key} block={block} />;
}

export function BlockView({ block, index }: { block: Block; index: number }) {
  const view = renderBlock(block.type, block, index);
  // The boundary lets the rest of the page hydrate while a deferred block's chunk is on its way.
  return (
    <OfferGate window={block}>
      <FoldedContext value={block.folded === true}>
        {isDeferred(block.type) ? <Suspense fallback={null}>{view}</Suspense> : view}
      </FoldedContext>
    </OfferGate>
  );
}
