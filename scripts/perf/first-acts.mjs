// What a phone's first acts on a page cost (decision 040): the Interaction to Next Paint of a
// visitor who, as soon as the page has loaded, taps the menu open and shut, taps the page's form's
// first field, types a name and taps its send button; measured with the Event Timing API, the
// longest interaction (INP over fewer than 50 interactions), at 4x CPU slowdown. Each page is
// measured beside its own static copy (the same HTML with no script: the same menu, form and
// stylesheet) in the same round, so that the figure is what the page's script adds.

/** The form the acts fill in: the page's first. */
export const formSelector = "main form";

/**
 * Run in the page before its own scripts: each Event Timing entry (an event of 16 ms or more) in
 * `window.eventTimings`, with its interaction, its duration and what it was (for FIRST_ACTS_VERBOSE).
 */
export const noteEventTimings = `
  window.eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const target = entry.target;
      const name = target && target.getAttribute("name");
      const where = target ? target.tagName.toLowerCase() + (name ? "[" + name + "]" : "") : "?";
      window.eventTimings.push({ interactionId: entry.interactionId || 0, duration: entry.duration, what: entry.name + " on " + where });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** Evaluated in the page: resolves once the browser has drawn two frames. */
export const twoFrames = "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))";

/**
 * The page as static HTML: no script (a browser runs none of it), the stylesheet a browser without
 * script reads (its `<noscript>` link) and every section laid out, as without script.
 * @param {string} html
 */
export function staticCopy(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<\/?noscript>/g, "")
    .replace(/<html data-sections="later"/, "<html");
}

/**
 * The longest interaction of what the page's Event Timing entries report (the INP of a visit of
 * fewer than 50 interactions), in ms; 0 for none.
 * @param {{ interactionId: number; duration: number }[]} entries
 */
export function interactionToNextPaint(entries) {
  /** @type {Map<number, number>} */
  const longest = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return Math.max(0, ...longest.values());
}
