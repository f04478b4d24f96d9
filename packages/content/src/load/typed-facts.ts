import type { Problem } from "../schema/catalogue-error";
import { formatPath } from "../schema/catalogue-error";

/**
 * Company facts copy must not type: each has one home in business.json and a placeholder that
 * fills it in, so an owner who changes one changes every page. The patterns catch the ways these
 * facts have been typed before.
 */
const typedFacts: readonly { pattern: RegExp; fact: string; placeholder: string }[] = [
  { pattern: /\b\d{1,3}(,\d{3})+\+?\s+hours\b/i, fact: "hours of experience", placeholder: "{experienceHours} hours" },
  {
    pattern: /\b\d+\+?\s+years\s+(of\s+(experience|service)|in\s+business|serving)\b/i,
    fact: "years in business",
    placeholder: "{years} (counted from foundedYear)",
  },
  {
    pattern: /\$\d[\d,]*\s*(–|-|to|and)\s*\$\d[\d,]*/,
    fact: "the service-call price range",
    placeholder: "{serviceCallRange}",
  },
  {
    pattern: /\bwithin\s+(the|an|one|\d+)\s+(hour|hours|minutes)\b/i,
    fact: "the call-back promise",
    placeholder: "{callBack}",
  },
  {
    pattern:
      /\b(on site|on the way|at (your|a|the)\b[^.]{0,20}\bdoor|arrives?|dispatched)\b[^.]{0,40}\b\d+\s*(–|-|to)\s*\d+\s*(hours?|minutes?|min)\b/i,
    fact: "the emergency arrival",
    placeholder: "{emergencyResponse}",
  },
  { pattern: /\b(open|live)\s+24\s+hours\b/i, fact: "the emergency line's hours", placeholder: "{emergencyHours}" },
  { pattern: /\b24\/7\b/, fact: "the emergency line's hours", placeholder: "{emergencyHours}" },
  {
    pattern: /\b(mon(day)?)\s*(–|-|to)\s*fri(day)?,?\s+\d/i,
    fact: "the office hours",
    placeholder: "{officeHours}",
  },
  { pattern: /\bbackground[- ]checked\b/i, fact: "how technicians are vetted", placeholder: "{vetting}" },
  { pattern: /\b100\s?%\s+satisfaction\b/i, fact: "the guarantee", placeholder: "{guarantee}" },
  { pattern: /\bno\s+overtime\b/i, fact: "what after-hours work costs", placeholder: "{overtime}" },
];

// Where a fact was read, and the names analytics reports use ("Hero 24/7"): never shown as copy.
const notCopy = new Set(["source", "trackLabel", "callTrackLabel"]);

/**
 * Every string of a catalogue file (pages, templates, cities) that types a fact business.json
 * holds, with its JSON path and the placeholder to write instead.
 */
export function typedFactProblems(file: string, raw: unknown): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (typeof node === "string") {
      for (const { pattern, fact, placeholder } of typedFacts) {
        const match = pattern.exec(node);
        if (match) {
          problems.push({
            file,
            path: formatPath(path),
            message: `types ${fact} ("${match[0]}"): write ${placeholder} instead; the fact lives in business.json`,
          });
        }
      }
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) if (!notCopy.has(key)) walk(item, [...path, key]);
    }
  };
  walk(raw, []);
  return problems;
}
