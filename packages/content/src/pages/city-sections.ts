import type { Block } from "../schema/blocks";
import type { CitySection } from "../schema/city-template";
import { closing, emergency, form, hero } from "./city-action-sections";
import { conditions, contacts, faq, intro, jobs, neighborhoods } from "./city-local-sections";
import type { SectionContext } from "./city-section-context";
import { map, services, testimonials, whyChoose } from "./city-shared-sections";
import { nearby, travelStats } from "./city-travel-sections";

/** One builder per section the template may list; a section with nothing to show builds none. */
export const citySections: Record<CitySection, (context: SectionContext) => Block[]> = {
  hero,
  testimonials,
  intro,
  travel: travelStats,
  conditions,
  whyChoose,
  services,
  neighborhoods,
  nearby,
  contacts,
  emergency,
  jobs,
  faq,
  form,
  map,
  closing,
};
