import { describe, expect, it } from "vitest";
import { inlineHashes } from "./page-files";

describe("inlineHashes", () => {
  it("hashes the page's inline scripts and styles, not its JSON, nor a script left empty (no browser runs one)", () => {
    const page =
      '<style>p{margin:0}</style><script type="application/ld+json">{}</script><script>window.a = 1;</script><script></script><script type="module" async="">go();</script>';
    const hashes = inlineHashes(page);
    expect(hashes.script).toHaveLength(2);
    expect(hashes.style).toHaveLength(1);
    expect(hashes.script.every((hash) => /^sha256-[A-Za-z0-9+/]{43}=$/.test(hash))).toBe(true);
  });
});
