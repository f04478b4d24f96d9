import type { Block } from "./schema/blocks";
import type { CityEntry, CityTemplate } from "./schema/city";
import type { PageEntry } from "./schema/page";

export function cityPath(slug: string): string {
  return `/service-areas/${slug}-nc`;
}

/**
 * Expands one city entry into a full page with the shared city template. Layout lives here;
 * every word comes from the template or the entry.
 * `cityPaths` maps each city slug that has a page to its path, so nearby towns link only there.
 */
export function cityPage(entry: CityEntry, template: CityTemplate, cityPaths: ReadonlyMap<string, string>): PageEntry {
  const fill = (text: string) => text.replaceAll("{city}", entry.name);
  const call = (label: string, trackLabel: string) =>
    ({ kind: "call", label: fill(label), trackLabel, style: "primary" }) as const;

  const serviceCards = entry.serviceCards.map((key) => {
    const card = template.services.cards[key];
    if (!card) throw new Error(`unknown service card "${key}"`);
    return {
      icon: card.icon,
      title: fill(card.title),
      text: fill(card.text),
      link: { label: card.linkLabel, href: card.href },
    };
  });

  const blocks: Block[] = [
    {
      type: "hero",
      eyebrow: fill(template.hero.eyebrow),
      title: `Plumber in ${entry.name}, NC`,
      subtitle: fill(template.hero.subtitle),
      badges: [],
      actions: [
        call(template.hero.callLabel, entry.trackLabel),
        { kind: "link", label: template.hero.scheduleLabel, href: "#contact-form", style: "secondary" },
      ],
      ...(entry.heroImage ? { image: entry.heroImage } : {}),
    },
    {
      type: "cardGrid",
      title: fill(template.whyChoose.title),
      tone: "plain",
      columns: 3,
      cards: template.whyChoose.items.map((item) => ({
        icon: item.icon,
        title: fill(item.title),
        text: fill(item.text),
      })),
    },
    {
      type: "cardGrid",
      id: "services",
      title: fill(template.services.title),
      subtitle: fill(template.services.subtitle),
      tone: "muted",
      columns: 3,
      cards: serviceCards,
    },
    {
      type: "nearbyCommunities",
      title: fill(template.nearby.title),
      subtitle: fill(template.nearby.subtitle),
      communities: entry.nearby.map((community) => {
        const href = community.city ? cityPaths.get(community.city) : undefined;
        return href ? { name: community.name, href } : { name: community.name };
      }),
    },
    {
      type: "emergencyBanner",
      title: fill(template.emergency.title),
      text: fill(template.emergency.text),
      action: call(template.emergency.callLabel, entry.trackLabel),
    },
    {
      type: "testimonials",
      title: fill(template.testimonials.title),
      showRating: true,
      reviews: entry.testimonials,
    },
    {
      type: "faq",
      title: fill(template.faq.title),
      items: template.faq.items.map((item) => ({
        id: item.id,
        question: fill(item.question),
        answer: fill(item.answer),
      })),
    },
    {
      type: "contactForm",
      id: "contact-form",
      variant: "city",
      title: fill(template.form.title),
      subtitle: fill(template.form.subtitle),
      defaultSubject: "",
      defaultMessage: "",
      subjects: entry.subjects,
      trackLabel: entry.trackLabel,
      aside: [],
    },
  ];
  if (entry.map) {
    blocks.push({
      type: "mapEmbed",
      title: fill(template.map.title),
      query: entry.map.query,
      hours: fill(template.map.hours),
    });
  }
  blocks.push({
    type: "ctaBand",
    title: fill(template.closing.title),
    subtitle: fill(template.closing.subtitle),
    tone: "dark",
    actions: [call(template.closing.callLabel, entry.trackLabel)],
  });

  return {
    path: cityPath(entry.slug),
    seo: { title: fill(template.seo.title), description: fill(template.seo.description) },
    aliases: entry.aliases,
    layout: "city",
    localBusinessData: true,
    draft: entry.draft,
    noindex: false,
    blocks,
  };
}
