// No zod here: the browser's form code imports this file for the same rule the server checks.
// The numbering plans of calling code 1, as libphonenumber-js's smallest metadata has them
// (src/phone-plans.ts, written by scripts/phone-metadata.mjs): under 1 KB of the form code, where
// the library with its metadata was 10 KB; src/phone.test.ts holds this rule to the library's answers.
import { northAmericanPlans } from "./phone-plans";

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const plans = northAmericanPlans.map(([leading, national, kinds]) => ({
  leading: leading ? new RegExp(`^(?:${leading})`) : null,
  national: whole(national),
  kinds: kinds ? whole(kinds) : null,
}));

/** Whether 10 digits are a number in use in one member's plan, as the library's isValid() says. */
function inUse(national: string): boolean {
  return plans.some(
    (plan) =>
      (!plan.leading || plan.leading.test(national)) &&
      plan.national.test(national) &&
      (!plan.kinds || plan.kinds.test(national)),
  );
}

/** What the server answers for a phone number that is not one; forms.json says the same. */
export const phoneInvalidMessage = "Please enter a valid phone number with area code";

// Digits and the marks people type between them; "+" only at the start, for "+1".
const phoneCharacters = /^\+?[\d\s().-]+$/;

/**
 * A number the office can call back: 10 digits, or 11 with the leading 1 (also written +1),
 * whose area code and exchange are in use in the North American plan (the US, its territories
 * and Canada, dialled alike from here). "555-01", "(123) 456-7890" and "(555) 555-0100" are not;
 * "(336) 555-0100" is (a 555 line in a real area code exists as a number).
 */
export function isUsPhoneNumber(value: string): boolean {
  const typed = value.trim();
  if (!phoneCharacters.test(typed)) return false;
  const digits = typed.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return false;
  // "+336…" dials another country: with "+" the 1 must be there.
  if (typed.startsWith("+") && digits.length !== 11) return false;
  return inUse(national);
}
