import { formatDistance, isOfficeTown, type Travel } from "../facts/travel";
import type { Block, BlockOf } from "../schema/blocks";
import type { CityEntry, CitySection, CityTemplate, conditionTopics } from "../schema/city";
import type { IconName } from "../schema/common";

/** What every section of a city page is built from. */
export interface SectionContext {
  entry: CityEntry;
  template: CityTemplate;
  fill: (text: string) => string;
  trip: Travel;
  cityPaths: ReadonlyMap<string, string>;
}

/** The icon beside each kind of local-conditions note. */
const conditionIcons: Record<(typeof conditionTopics)[number], IconName> = {
  housing: "home",
  "water-supply": "drop",
  "water-quality": "check",
  weather: "snowflake",
  sewer: "pipe",
  permits: "badge",
};

/** How many places a folded list names before "and N more". */
const namedBeforeFold = 3;

/** "A, B, C and 5 more": the line a list of places opens from. */
function neighborhoodSummary(names: readonly string[], summary: string): string {
  if (names.length <= namedBeforeFold + 1) return names.join(", ");
  return summary
    .replaceAll("{names}", names.slice(0, namedBeforeFold).join(", "))
    .replaceAll("{count}", String(names.length - namedBeforeFold));
}

/** Whether the trucks are in this town on a normal day, by the computed distance. */
export function withinDailyRadius(trip: { miles: number }, template: CityTemplate): boolean {
  return trip.miles <= template.travel.dailyRadiusMiles;
}

function call({ fill, entry }: SectionContext, label: string) {
  return { kind: "call", label: fill(label), trackLabel: entry.trackLabel, style: "primary" } as const;
}

function hero(context: SectionContext): Block[] {
  const { entry, template, fill } = context;
  const image = entry.heroImage ?? template.hero.image;
  return [
    {
      type: "hero",
      eyebrow: fill(template.hero.eyebrow),
      title: fill(template.hero.title),
      subtitle: fill(template.hero.subtitle),
      badges: [],
      actions: [
        call(context, template.hero.callLabel),
        { kind: "link", label: template.hero.scheduleLabel, href: "#contact-form", style: "secondary" },
      ],
      ...(image ? { image } : {}),
    },
  ];
}

function intro({ entry, template, fill }: SectionContext): Block[] {
  return [
    { type: "richText", id: "local-intro", title: fill(template.intro.title), markdown: entry.intro.join("\n\n") },
  ];
}

function travelStats({ template, fill, trip }: SectionContext): Block[] {
  const items = [
    // The office's own town is not given a distance from itself.
    ...(isOfficeTown(trip) ? [] : [{ value: formatDistance(trip.miles), label: fill(template.travel.distanceLabel) }]),
    { value: template.travel.arrival, label: fill(template.travel.arrivalLabel) },
  ];
  return [{ type: "stats", id: "travel", items }];
}

function conditions({ entry, template, fill }: SectionContext): Block[] {
  const cards = entry.conditions.map((condition) => ({
    icon: conditionIcons[condition.topic],
    title: condition.title,
    text: condition.text,
  }));
  return [
    {
      type: "cardGrid",
      id: "local-conditions",
      title: fill(template.conditions.title),
      subtitle: fill(template.conditions.subtitle),
      tone: "muted",
      folded: true,
      columns: 2,
      // Long notes: each opens under its title, so a phone reads five headlines, not five screens.
      layout: "folded",
      cards,
    },
  ];
}

function whyChoose({ template, fill }: SectionContext): Block[] {
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

function services({ entry, template, fill }: SectionContext): Block[] {
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

function neighborhoods({ entry, template, fill }: SectionContext): Block[] {
  const { names } = entry.neighborhoods;
  return [
    {
      // The places, plain names, open from one line that names the first few.
      type: "cardGrid",
      id: "neighborhoods",
      title: fill(template.neighborhoods.title),
      subtitle: fill(template.neighborhoods.subtitle),
      tone: "plain",
      folded: true,
      columns: 2,
      layout: "folded",
      cards: [
        {
          icon: "map-pin",
          title: neighborhoodSummary(names, template.neighborhoods.foldSummary),
          text: `${names.join(", ")}.`,
        },
      ],
    },
  ];
}

function nearby({ entry, template, fill, trip, cityPaths }: SectionContext): Block[] {
  const daily = withinDailyRadius(trip, template);
  const communities = entry.nearby.map((community) => {
    const href = community.city ? cityPaths.get(community.city) : undefined;
    return href ? { name: community.name, href } : { name: community.name };
  });
  return [
    {
      type: "nearbyCommunities",
      folded: true,
      title: fill(template.nearby.title),
      subtitle: fill(daily ? template.nearby.subtitle : template.nearby.farSubtitle),
      communities,
    },
  ];
}

function contacts({ entry, template, fill }: SectionContext): Block[] {
  const list = entry.contacts.map((contact) => ({
    label: template.contacts.kinds[contact.kind],
    name: contact.name,
    note: contact.note,
    ...(contact.phone ? { phone: contact.phone } : {}),
    ...(contact.address ? { address: contact.address } : {}),
  }));
  return [
    {
      type: "localContacts",
      id: "local-contacts",
      folded: true,
      title: fill(template.contacts.title),
      subtitle: fill(template.contacts.subtitle),
      contacts: list,
    },
  ];
}

function emergency(context: SectionContext): Block[] {
  const { template, fill } = context;
  return [
    {
      type: "emergencyBanner",
      title: fill(template.emergency.title),
      text: fill(template.emergency.text),
      action: call(context, template.emergency.callLabel),
    },
  ];
}

/**
 * The jobs the office confirms it did in town, folded; an unconfirmed job is not shown, not even
 * as "typical", and with none there is no such section.
 */
function jobs({ entry, template, fill }: SectionContext): Block[] {
  const confirmed = entry.jobs.filter((job) => job.confirmedByOffice);
  if (confirmed.length === 0) return [];
  const cards = confirmed.map((job) => ({
    icon: "tools" as const,
    title: job.work,
    text: `${template.jobs.confirmedLabel} · ${job.area}. ${job.outcome}`,
  }));
  const block: BlockOf<"cardGrid"> = {
    type: "cardGrid",
    id: "recent-jobs",
    title: fill(template.jobs.title),
    subtitle: fill(template.jobs.subtitle),
    tone: "muted",
    folded: true,
    columns: 2,
    layout: "folded",
    cards,
  };
  return [block];
}

function testimonials({ entry, template, fill }: SectionContext): Block[] {
  return [
    {
      type: "testimonials",
      title: fill(template.testimonials.title),
      showRating: true,
      reviews: [],
      // This town's reviews first, then its nearest neighbours', then the company's best.
      from: { town: entry.name, count: 3 },
    },
  ];
}

function faq({ entry, template, fill }: SectionContext): Block[] {
  // The town's own questions first, then the ones every town asks.
  const own = entry.faqs.map((item, index) => ({
    id: `${entry.slug}-${index + 1}`,
    question: item.question,
    answer: item.answer,
  }));
  const shared = template.faq.items.map((item) => ({
    id: item.id,
    question: fill(item.question),
    answer: fill(item.answer),
  }));
  return [{ type: "faq", title: fill(template.faq.title), folded: true, items: [...own, ...shared] }];
}

function form({ entry, template, fill }: SectionContext): Block[] {
  return [
    {
      type: "contactForm",
      id: "contact-form",
      variant: template.form.variant,
      title: fill(template.form.title),
      subtitle: fill(template.form.subtitle),
      defaultSubject: "",
      defaultMessage: "",
      subjects: entry.subjects,
      trackLabel: entry.trackLabel,
      aside: [],
    },
  ];
}

function map({ entry, template, fill }: SectionContext): Block[] {
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

function closing(context: SectionContext): Block[] {
  const { template, fill } = context;
  return [
    {
      type: "ctaBand",
      title: fill(template.closing.title),
      subtitle: fill(template.closing.subtitle),
      tone: "dark",
      actions: [call(context, template.closing.callLabel)],
    },
  ];
}

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
