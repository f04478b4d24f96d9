import type { Block } from "./schema/blocks";
import type { CityEntry, CityTemplate, conditionTopics } from "./schema/city";
import type { IconName } from "./schema/common";
import type { PageEntry } from "./schema/page";
import { formatDistance, type GeoPoint, isOfficeTown, travel } from "./travel";

/** The parent of every city page in the breadcrumb. */
export const serviceAreasPath = "/service-areas";

export function cityPath(slug: string): string {
  return `${serviceAreasPath}/${slug}-nc`;
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
function neighbourhoodSummary(names: readonly string[], summary: string): string {
  if (names.length <= namedBeforeFold + 1) return names.join(", ");
  return summary
    .replaceAll("{names}", names.slice(0, namedBeforeFold).join(", "))
    .replaceAll("{count}", String(names.length - namedBeforeFold));
}

/** Where the trucks leave from: the office's town and coordinates. */
export interface Office {
  town: string;
  geo: GeoPoint;
}

/** Whether the trucks are in this town on a normal day, by the computed distance. */
export function withinDailyRadius(trip: { miles: number }, template: CityTemplate): boolean {
  return trip.miles <= template.travel.dailyRadiusMiles;
}

/**
 * Expands one city entry into a full page with the shared city template. Layout lives here;
 * every word comes from the template or the entry, every figure from the data.
 * `cityPaths` maps each city slug that has a page to its path, so nearby towns link only there.
 */
export function cityPage(
  entry: CityEntry,
  template: CityTemplate,
  context: { cityPaths: ReadonlyMap<string, string>; office: Office },
): PageEntry {
  const { cityPaths, office } = context;
  const trip = travel(office.geo, entry.geo);
  const distance = formatDistance(trip.miles);
  const fill = (text: string) =>
    text.replaceAll("{city}", entry.name).replaceAll("{office}", office.town).replaceAll("{distance}", distance);
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

  const heroImage = entry.heroImage ?? template.hero.image;
  const confirmedJobs = entry.jobs.filter((job) => job.confirmedByOffice);
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
      ...(heroImage ? { image: heroImage } : {}),
    },
    {
      type: "richText",
      id: "local-intro",
      title: fill(template.intro.title),
      markdown: entry.intro.join("\n\n"),
    },
    {
      type: "stats",
      id: "travel",
      items: [
        // The office's own town is not given a distance from itself.
        ...(isOfficeTown(trip) ? [] : [{ value: distance, label: fill(template.travel.distanceLabel) }]),
        { value: template.travel.arrival, label: fill(template.travel.arrivalLabel) },
      ],
    },
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
      cards: entry.conditions.map((condition) => ({
        icon: conditionIcons[condition.topic],
        title: condition.title,
        text: condition.text,
      })),
    },
    {
      type: "cardGrid",
      title: fill(template.whyChoose.title),
      tone: "plain",
      // The hero's trust strip says the same in short: here it opens for a reader who asks why.
      folded: true,
      columns: 3,
      // Short points between two card grids: a compact check-list, so cards never stack three deep.
      layout: "compact",
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
      // Seven cards fill two rows of four on a wide screen; three across would leave one alone.
      columns: serviceCards.length % 3 === 1 ? 4 : 3,
      // Each service is a link to its own page, where the words are: here, its icon and title.
      layout: "links",
      cards: serviceCards,
    },
    // Plain and muted sections take turns from here to the form, so no two of a tone run together.
    {
      // The places, plain names, open from one line that names the first few.
      type: "cardGrid",
      id: "neighbourhoods",
      title: fill(template.neighbourhoods.title),
      subtitle: fill(template.neighbourhoods.subtitle),
      tone: "plain",
      folded: true,
      columns: 2,
      layout: "folded",
      cards: [
        {
          icon: "map-pin",
          title: neighbourhoodSummary(entry.neighbourhoods.names, template.neighbourhoods.foldSummary),
          text: `${entry.neighbourhoods.names.join(", ")}.`,
        },
      ],
    },
    {
      type: "nearbyCommunities",
      folded: true,
      title: fill(template.nearby.title),
      subtitle: fill(withinDailyRadius(trip, template) ? template.nearby.subtitle : template.nearby.farSubtitle),
      communities: entry.nearby.map((community) => {
        const href = community.city ? cityPaths.get(community.city) : undefined;
        return href ? { name: community.name, href } : { name: community.name };
      }),
    },
    {
      type: "localContacts",
      id: "local-contacts",
      folded: true,
      title: fill(template.contacts.title),
      subtitle: fill(template.contacts.subtitle),
      contacts: entry.contacts.map((contact) => ({
        label: template.contacts.kinds[contact.kind],
        name: contact.name,
        note: contact.note,
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(contact.address ? { address: contact.address } : {}),
      })),
    },
    {
      type: "emergencyBanner",
      title: fill(template.emergency.title),
      text: fill(template.emergency.text),
      action: call(template.emergency.callLabel, entry.trackLabel),
    },
    // The jobs the office confirms it did in town, folded; an unconfirmed job is not shown, not even
    // as "typical", and with none there is no such section.
    ...(confirmedJobs.length > 0
      ? [
          {
            type: "cardGrid" as const,
            id: "recent-jobs",
            title: fill(template.jobs.title),
            subtitle: fill(template.jobs.subtitle),
            tone: "muted" as const,
            folded: true,
            columns: 2 as const,
            layout: "folded" as const,
            cards: confirmedJobs.map((job) => ({
              icon: "tools" as const,
              title: job.work,
              text: `${template.jobs.confirmedLabel} · ${job.area}. ${job.outcome}`,
            })),
          },
        ]
      : []),
    {
      type: "testimonials",
      title: fill(template.testimonials.title),
      showRating: true,
      reviews: [],
      // This town's reviews first, then its nearest neighbours', then the company's best.
      from: { town: entry.name, count: 3 },
    },
    {
      type: "faq",
      title: fill(template.faq.title),
      folded: true,
      // The town's own questions first, then the ones every town asks.
      items: [
        ...entry.faqs.map((item, index) => ({
          id: `${entry.slug}-${index + 1}`,
          question: item.question,
          answer: item.answer,
        })),
        ...template.faq.items.map((item) => ({
          id: item.id,
          question: fill(item.question),
          answer: fill(item.answer),
        })),
      ],
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
      folded: true,
      query: entry.map.query,
      hours: fill(template.map.hours),
    });
  }
  // Customers' words right under the hero, so a phone reaches a review within three screens; the
  // town's notes, places and contacts follow, folded.
  const reviews = blocks.findIndex((block) => block.type === "testimonials");
  if (reviews > 1) blocks.splice(1, 0, ...blocks.splice(reviews, 1));
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
    draft: entry.draft,
    noindex: false,
    breadcrumb: { label: entry.name, parent: serviceAreasPath },
    blocks,
  };
}
