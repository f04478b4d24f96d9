import { longDate } from "../lib/calendar-date";

/** "2025-09-15" → "September 15, 2025", the same in every time zone. */
export const formatDate = longDate;

const maxTags = 3;

/** At most three tags, then how many more there are. */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, maxTags), more: Math.max(0, tags.length - maxTags) };
}
