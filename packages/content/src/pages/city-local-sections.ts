import type { Block, BlockOf } from "../schema/blocks";
import type { conditionTopics } from "../schema/city-entry";
import type { IconName } from "../schema/common";
import type { SectionContext } from "./city-section-context";

// The sections made of the town's own facts: its introduction, local conditions, neighborhoods,
// offices, confirmed jobs and questions.

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

export function intro({ entry, template, fill }: SectionContext): Block[] {
  return [
    { type: "richText", id: "local-intro", title: fill(template.intro.title), markdown: entry.intro.join("\n\n") },
  ];
}

export function conditions({ entry, template, fill }: SectionContext): Block[] {
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

export function neighborhoods({ entry, template, fill }: SectionContext): Block[] {
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

export function contacts({ entry, template, fill }: SectionContext): Block[] {
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

/**
 * The jobs the office confirms it did in town, folded; an unconfirmed job is not shown, not even
 * as "typical", and with none there is no such section.
 */
export function jobs({ entry, template, fill }: SectionContext): Block[] {
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

export function faq({ entry, template, fill }: SectionContext): Block[] {
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
