import type { Business } from "../schema/business";
import type { Problem } from "../schema/catalogue-error";
import type { PageEntry } from "../schema/page";

type OpenRole = NonNullable<Business["openRoles"]>[number];

// "health insurance, paid holidays, and a company van": the list as en-US writes it.
const benefitList = new Intl.ListFormat("en-US", { style: "long", type: "conjunction" });

/** One card for a role: its title over the block's text, with the role's pay and benefits filled in. */
function roleCard(role: OpenRole, text: string) {
  return {
    title: role.title,
    text: text.replaceAll("{rolePay}", role.pay).replaceAll("{roleBenefits}", benefitList.format(role.benefits)),
  };
}

/**
 * Fills each card grid that asks for the open roles (`roles`) with one card a role, after any
 * typed there. Without roles given (or none open) the grid keeps only its typed cards, and with
 * none the page leaves it out. Roles given that no page shows are a problem: the owner gave them
 * to be read.
 */
export function fillOpenRoles(pages: readonly PageEntry[], roles: Business["openRoles"], problems: Problem[]): void {
  let shown = false;
  for (const page of pages) {
    for (const block of page.blocks) {
      if (block.type !== "cardGrid" || !block.roles) continue;
      shown = true;
      const { text } = block.roles;
      block.cards = [...block.cards, ...(roles ?? []).map((role) => roleCard(role, text))];
    }
  }
  if (roles && roles.length > 0 && !shown)
    problems.push({
      file: "business.json",
      path: "openRoles",
      message: 'no page shows the open roles: give the careers page a cardGrid with "roles"',
    });
}
