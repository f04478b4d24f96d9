import type { Block } from "../schema/blocks";
import type { SectionContext } from "./city-section-context";

// The sections that ask the reader to call or write: the hero, the emergency banner, the form and
// the closing band.

function call({ fill, entry }: SectionContext, label: string) {
  return { kind: "call", label: fill(label), trackLabel: entry.trackLabel, style: "primary" } as const;
}

export function hero(context: SectionContext): Block[] {
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

export function emergency(context: SectionContext): Block[] {
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

export function form({ entry, template, fill }: SectionContext): Block[] {
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

export function closing(context: SectionContext): Block[] {
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
