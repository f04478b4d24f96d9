import type { Block } from "../schema/blocks";
import type { SectionContext } from "./city-section-context";

// The sections whose words the shared template gives every town: why choose the company, its
// services, the reviews and the office's map.

export function whyChoose({ template, fill }: SectionContext): Block[] {
  const cards = template.whyChoose.items.map((item) => ({
    icon: item.icon,
    title: fill(item.title),
    text: fill(item.text),
  }));
  return [
    {
      type: "cardGrid",
      title: fill(template.whyChoose.title),
      tone: "plain",
      // The hero's trust strip says the same in short: here it opens for a reader who asks why.
      folded: true,
      columns: 3,
      // Short points between two card grids: a compact check-list, so cards never stack three deep.
      layout: "compact",
      cards,
    },
  ];
}

export function services({ entry, template, fill }: SectionContext): Block[] {
  const cards = entry.serviceCards.map((key) => {
    const card = template.services.cards[key];
    if (!card) throw new Error(`unknown service card "${key}"`);
    return {
      icon: card.icon,
      title: fill(card.title),
      text: fill(card.text),
      link: { label: card.linkLabel, href: card.href },
    };
  });
  return [
    {
      type: "cardGrid",
      id: "services",
      title: fill(template.services.title),
      subtitle: fill(template.services.subtitle),
      tone: "muted",
      // Seven cards fill two rows of four on a wide screen; three across would leave one alone.
      columns: cards.length % 3 === 1 ? 4 : 3,
      // Each service is a link to its own page, where the words are: here, its icon and title.
      layout: "links",
      cards,
    },
  ];
}

export function testimonials({ entry, template, fill }: SectionContext): Block[] {
  return [
    {
      type: "testimonials",
      title: fill(template.testimonials.title),
      showRating: true,
      reviews: [],
      // This town's reviews first, then its nearest neighbors', then the company's best.
      from: { town: entry.name, count: 3 },
    },
  ];
}

export function map({ entry, template, fill }: SectionContext): Block[] {
  if (!entry.map) return [];
  return [
    {
      type: "mapEmbed",
      title: fill(template.map.title),
      folded: true,
      query: fill(template.map.query),
      hours: fill(template.map.hours),
    },
  ];
}
