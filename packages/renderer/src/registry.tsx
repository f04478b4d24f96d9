import type { Block, BlockOf, BlockType } from "@brightwater/content/types";
import type { ComponentType } from "react";
import { ArticleList } from "./articles/article-list";
import { ArticleView } from "./articles/article-view";
import { CardGrid } from "./blocks/card-grid";
import { Checklist } from "./blocks/checklist";
import { CtaBand } from "./blocks/cta-band";
import { EmergencyBanner } from "./blocks/emergency-banner";
import { Faq } from "./blocks/faq";
import { Figure } from "./blocks/figure";
import { Hero } from "./blocks/hero";
import { MapEmbed } from "./blocks/map-embed";
import { NearbyCommunities } from "./blocks/nearby-communities";
import { RichText } from "./blocks/rich-text";
import { ServiceAreaGrid } from "./blocks/service-area-grid";
import { Stats } from "./blocks/stats";
import { Steps } from "./blocks/steps";
import { Testimonials } from "./blocks/testimonials";
import { CareerForm } from "./forms/career-form";
import { ContactForm } from "./forms/contact-form";
import { FamilyFirstForm } from "./forms/family-first-form";

type Registry = { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };

/** One component per block type. A type without a component, or the reverse, does not compile. */
export const blockComponents: Registry = {
  hero: Hero,
  cardGrid: CardGrid,
  checklist: Checklist,
  steps: Steps,
  faq: Faq,
  testimonials: Testimonials,
  ctaBand: CtaBand,
  emergencyBanner: EmergencyBanner,
  contactForm: ContactForm,
  careerForm: CareerForm,
  familyFirstForm: FamilyFirstForm,
  figure: Figure,
  articleList: ArticleList,
  article: ArticleView,
  serviceAreaGrid: ServiceAreaGrid,
  nearbyCommunities: NearbyCommunities,
  mapEmbed: MapEmbed,
  richText: RichText,
  stats: Stats,
};

function renderBlock<K extends BlockType>(type: K, block: BlockOf<K>, key: number) {
  const Component: ComponentType<{ block: BlockOf<K> }> = blockComponents[type];
  return <Component key={key} block={block} />;
}

export function BlockView({ block, index }: { block: Block; index: number }) {
  return renderBlock(block.type, block, index);
}
