import { type FormKind, thankYouPaths } from "@brightwater/contracts/thank-you";
import type { Problem } from "../schema/catalogue-error";
import type { FormsCopy } from "../schema/forms";
import type { PageEntry } from "../schema/page";

/** What a thank-you page says happens next: its hero's subtitle. */
function nextStepOf(page: PageEntry | undefined): string | undefined {
  const hero = page?.blocks.find((block) => block.type === "hero");
  return hero?.type === "hero" ? hero.subtitle : undefined;
}

/**
 * Each form's acknowledgement with `{nextStep}` filled in from that form's own thank-you page: the
 * mail and the page a visitor lands on say the same thing, from one place in the catalogue.
 */
export function withNextSteps(forms: FormsCopy, pages: readonly PageEntry[], problems: Problem[]): FormsCopy {
  const acknowledgement = { ...forms.acknowledgement };
  for (const kind of Object.keys(thankYouPaths) as FormKind[]) {
    const path = thankYouPaths[kind];
    const nextStep = nextStepOf(pages.find((page) => page.path === path));
    if (nextStep === undefined) {
      problems.push({
        file: "forms.json",
        path: `acknowledgement.${kind}.text`,
        message: `names {nextStep}, but ${path} has no hero subtitle saying what happens next`,
      });
      continue;
    }
    const mail = acknowledgement[kind];
    acknowledgement[kind] = { ...mail, text: mail.text.replaceAll("{nextStep}", () => nextStep) };
  }
  return { ...forms, acknowledgement };
}
