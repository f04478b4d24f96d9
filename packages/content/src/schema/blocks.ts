import { z } from "zod";
import { ctaBandBlock, emergencyBannerBlock, heroBlock } from "./action-blocks";
import { localContactsBlock, mapEmbedBlock, nearbyCommunitiesBlock, serviceAreaGridBlock } from "./area-blocks";
import { articleBlock, articleListBlock } from "./article-blocks";
import { cardGridBlock, checklistBlock, comparisonBlock, stepsBlock } from "./card-blocks";
import { careerFormBlock, contactFormBlock, familyFirstFormBlock } from "./form-blocks";
import { faqBlock, figureBlock, richTextBlock, statsBlock, testimonialsBlock } from "./text-blocks";

/** Every block a page may hold, told apart by `type`. */
export const blockSchema = z.discriminatedUnion("type", [
  heroBlock,
  cardGridBlock,
  checklistBlock,
  stepsBlock,
  faqBlock,
  testimonialsBlock,
  ctaBandBlock,
  emergencyBannerBlock,
  contactFormBlock,
  careerFormBlock,
  familyFirstFormBlock,
  figureBlock,
  articleListBlock,
  articleBlock,
  serviceAreaGridBlock,
  nearbyCommunitiesBlock,
  mapEmbedBlock,
  richTextBlock,
  statsBlock,
  comparisonBlock,
  localContactsBlock,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;
