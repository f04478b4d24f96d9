import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FoldedContext, Section } from "./section";

describe("Section", () => {
  it("shows its title and its content open when not folded", () => {
    const { container } = render(
      <Section id="notes" title="What to know" subtitle="The water and the weather">
        <p>Hard water in town.</p>
      </Section>,
    );
    expect(container.querySelector("details")).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("What to know");
  });

  it("folded, shows its title as the summary of a closed <details> with every word inside", () => {
    const { container } = render(
      <FoldedContext value={true}>
        <Section id="notes" title="What to know" subtitle="The water and the weather">
          <p>Hard water in town.</p>
        </Section>
      </FoldedContext>,
    );
    const details = container.querySelector("section#notes details");
    expect(details?.hasAttribute("open")).toBe(false);
    expect(details?.querySelector(":scope > summary h2#notes-title")?.textContent).toBe("What to know");
    expect(details?.textContent).toContain("The water and the weather");
    expect(details?.textContent).toContain("Hard water in town.");
    expect(container.querySelector("section")?.getAttribute("aria-labelledby")).toBe("notes-title");
  });

  it("stays open when folded but without a title to fold under", () => {
    const { container } = render(
      <FoldedContext value={true}>
        <Section id="band">
          <p>Call now.</p>
        </Section>
      </FoldedContext>,
    );
    expect(container.querySelector("details")).toBeNull();
    expect(container.textContent).toBe("Call now.");
  });
});
