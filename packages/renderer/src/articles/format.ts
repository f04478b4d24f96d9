/** "2025-09-15" → "September 15, 2025", the same in every time zone. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

const maxTags = 3;

/** At most three tags, then how many more there are. */
export function visibleTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, maxTags), more: Math.max(0, tags.length - maxTags) };
}
