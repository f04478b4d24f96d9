// @vitest-environment node
import { readFileSync } from "node:fs";
import { iconNames } from "@brightwater/content";
import { describe, expect, it } from "vitest";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("draws every icon the catalogue may name, and nothing else", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([a-z-]+)"/g)].map((match) => match[1]).sort();
    expect(symbols).toEqual([...iconNames].sort());
  });
});
