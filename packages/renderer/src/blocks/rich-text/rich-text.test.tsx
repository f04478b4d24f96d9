import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn, markdownLinks } from "../../test/shipped-catalogue";
import { RichText } from "./rich-text";

describe("rich text", () => {
  eachShipped("richText", RichText, "its section, the text's links and the way back", ({ container }, block) => {
    expectSection(container, block);
    const back = block.backLink ? [{ name: block.backLink.label, href: block.backLink.href }] : [];
    expect(linksIn(container)).toEqual([...markdownLinks(block.markdown), ...back]);
  });
});
