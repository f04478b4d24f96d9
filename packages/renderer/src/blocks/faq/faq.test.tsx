import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn, markdownLinks } from "../../test/shipped-catalogue";
import { Faq } from "./faq";

describe("faq", () => {
  eachShipped("faq", Faq, "its section, each question with its anchor, the answers' links", ({ container }, block) => {
    expectSection(container, block);
    const questions = [...container.querySelectorAll("details")].map((details) => ({
      id: details.id,
      question: details.querySelector("summary")?.textContent,
    }));
    expect(questions).toEqual(block.items.map((item) => ({ id: `faq-${item.id}`, question: item.question })));
    expect(linksIn(container)).toEqual(block.items.flatMap((item) => markdownLinks(item.answer)));
  });
});
