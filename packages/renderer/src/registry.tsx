import type { Block, BlockOf, BlockType } from "@brightwater/content/types";
import { type ComponentType, Suspense } from "react";
import { Hero } from "./blocks/hero";
import { type DeferredComponent, deferredComponent } from "./lib/deferred-component";
import { OfferGate } from "./lib/offer-gate";

type Registry = { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };

/**
 * Blocks that only a few pages have (the articles, the careers and Family First forms), and the
 * text-only blocks that work without script (the FAQ's <details>, Markdown text), load as
 * chunks of their own, so the script every page loads before it is interactive stays small. The
 * prerendered HTML holds them in full; each becomes interactive once its chunk has arrived.
 */
const deferredBlocks = {
  article: deferredComponent(() => import("./articles/article-view").then((module) => module.ArticleView)),
  articleList: deferredComponent(() => import("./articles/article-list").then((module) => module.ArticleList)),
  careerForm: deferredComponent(() => import("./forms/career-form").then((module) => module.CareerForm)),
  familyFirstForm: deferredComponent(() =>
    import("./forms/family-first-form").then((module) => module.FamilyFirstForm),
  ),
  faq: deferredComponent(() => import("./blocks/faq").then((module) => module.Faq)),
  richText: deferredComponent(() => import("./blocks/rich-text").then((module) => module.RichText)),
  // Complete without script (links and call links work as plain HTML until their code arrives):
  // reviews, steps, figures, card grids, checklists, town lists, banners, the map, and the
  // contact form (a plain HTML form meanwhile). Only the hero is in the code every page loads.
  testimonials: deferredComponent(() => import("./blocks/testimonials").then((module) => module.Testimonials)),
  steps: deferredComponent(() => import("./blocks/steps").then((module) => module.Steps)),
  stats: deferredComponent(() => import("./blocks/stats").then((module) => module.Stats)),
  nearbyCommunities: deferredComponent(() =>
    import("./blocks/nearby-communities").then((module) => module.NearbyCommunities),
  ),
  serviceAreaGrid: deferredComponent(() =>
    import("./blocks/service-area-grid").then((module) => module.ServiceAreaGrid),
  ),
  contactForm: deferredComponent(() => import("./forms/contact-form").then((module) => module.ContactForm)),
  ctaBand: deferredComponent(() => import("./blocks/cta-band").then((module) => module.CtaBand)),
  emergencyBanner: deferredComponent(() =>
    import("./blocks/emergency-banner").then((module) => module.EmergencyBanner),
  ),
  mapEmbed: deferredComponent(() => import("./blocks/map-embed").then((module) => module.MapEmbed)),
  figure: deferredComponent(() => import("./blocks/figure").then((module) => module.Figure)),
  cardGrid: deferredComponent(() => import("./blocks/card-grid").then((module) => module.CardGrid)),
  checklist: deferredComponent(() => import("./blocks/checklist").then((module) => module.Checklist)),
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
  const video = blocks.some((block) => block.type === "checklist" && block.media?.kind === "video");
  await Promise.all([
    ...[...types].map((type) => deferredBlocks[type].preload()),
    video ? import("./blocks/checklist").then((module) => module.videoFacade.preload()) : null,
  ]);
}

/** One component per block type. A type without a component, or the reverse, does not compile. */
export const blockComponents: Registry = {
  hero: Hero,
  cardGrid: deferredBlocks.cardGrid.Component,
  checklist: deferredBlocks.checklist.Component,
  steps: deferredBlocks.steps.Component,
  faq: deferredBlocks.faq.Component,
  testimonials: deferredBlocks.testimonials.Component,
  ctaBand: deferredBlocks.ctaBand.Component,
  emergencyBanner: deferredBlocks.emergencyBanner.Component,
  contactForm: deferredBlocks.contactForm.Component,
  careerForm: deferredBlocks.careerForm.Component,
  familyFirstForm: deferredBlocks.familyFirstForm.Component,
  figure: deferredBlocks.figure.Component,
  articleList: deferredBlocks.articleList.Component,
  article: deferredBlocks.article.Component,
  serviceAreaGrid: deferredBlocks.serviceAreaGrid.Component,
  nearbyCommunities: deferredBlocks.nearbyCommunities.Component,
  mapEmbed: deferredBlocks.mapEmbed.Component,
  richText: deferredBlocks.richText.Component,
  stats: deferredBlocks.stats.Component,
};

function renderBlock<K extends BlockType>(type: K, block: BlockOf<K>, key: number) {
  const Component: ComponentType<{ block: BlockOf<K> }> = blockComponents[type];
  return <Component key={key} block={block} />;
}

export function BlockView({ block, index }: { block: Block; index: number }) {
  const view = renderBlock(block.type, block, index);
  // The boundary lets the rest of the page hydrate while a deferred block's chunk is on its way.
  return (
    <OfferGate window={block}>{isDeferred(block.type) ? <Suspense fallback={null}>{view}</Suspense> : view}</OfferGate>
  );
}
