import { visibleText } from "@brightwater/content";

// The time step of a contact form (renderer's booking-fields.tsx) is the same control on every
// page with a form, word for word, as the header and the footer are the same chrome: the
// uniqueness check (decision 007) leaves it out as it leaves them out. It says nothing of the page.
const timeStep = /<details class="booking"[\s\S]*?<\/details>/g;

/** The visible text of rendered page HTML, without the form's time step. */
export function pageOwnText(html: string): string {
  return visibleText(html.replace(timeStep, " "));
}

/** The visible text of a built page's <main>, without the form's time step: what the check compares. */
export function mainText(html: string): string {
  return pageOwnText(html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "");
}
