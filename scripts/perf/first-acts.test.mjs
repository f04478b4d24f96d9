import { describe, expect, it } from "vitest";
import { interactionToNextPaint, staticCopy } from "./first-acts.mjs";

describe("the first acts' measure", () => {
  it("takes the longest event of each interaction, and the longest interaction", () => {
    const entries = [
      { interactionId: 1, duration: 40 },
      { interactionId: 1, duration: 96 },
      { interactionId: 2, duration: 64 },
      // Not an interaction (a pointer moving): not counted.
      { interactionId: 0, duration: 400 },
    ];
    expect(interactionToNextPaint(entries)).toBe(96);
    expect(interactionToNextPaint([])).toBe(0);
  });

  it("copies a page as static HTML: no script, the stylesheet a browser without script reads, every section laid out", () => {
    const page = `<!DOCTYPE html><html data-sections="later" lang="en-US"><head><noscript><link rel="stylesheet" href="/a.css"/></noscript><script>window.x = 1;</script></head><body><main><form></form></main><script type="module" async="">const live = {};
{import("/b.js");}</script></body></html>`;
    expect(staticCopy(page)).toBe(
      '<!DOCTYPE html><html lang="en-US"><head><link rel="stylesheet" href="/a.css"/></head><body><main><form></form></main></body></html>',
    );
  });
});
