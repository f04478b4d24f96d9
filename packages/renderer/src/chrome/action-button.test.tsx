import type { Action } from "@brightwater/content/types";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "../site-context";
import { site } from "../test/shipped-catalogue";
import { ActionRow } from "./action-button";
import { RequestAnchorContext } from "./call-bar";

const actions: Action[] = [
  { kind: "link", label: "Fixture Request", href: "#fixture-form", style: "secondary" },
  { kind: "link", label: "Fixture Towns", href: "#fixture-towns", style: "secondary" },
  { kind: "link", label: "Fixture Home Form", href: "/#contact", style: "primary" },
  { kind: "call", label: "Fixture Call", trackLabel: "Fixture Call", style: "primary" },
];

/** The classes of each rendered action, by its label, on a page whose call bar leads to `anchor`. */
function classesWith(anchor: string | null) {
  const { container } = render(
    <SiteProvider site={site}>
      <MemoryRouter>
        <RequestAnchorContext value={anchor}>
          <ActionRow actions={actions} />
        </RequestAnchorContext>
      </MemoryRouter>
    </SiteProvider>,
  );
  return Object.fromEntries([...container.querySelectorAll("a")].map((link) => [link.textContent, link.className]));
}

describe("action buttons beside the call bar", () => {
  it("mark the call and the one that leads to the call bar's form as its twins, and no other", () => {
    const classes = classesWith("#fixture-form");
    expect(classes["Fixture Request"]).toContain("bar-twin");
    expect(classes["Fixture Call"]).toContain("bar-twin");
    expect(classes["Fixture Towns"]).not.toContain("bar-twin");
    expect(classes["Fixture Home Form"]).not.toContain("bar-twin");
    expect(classesWith("/#contact")["Fixture Home Form"]).toContain("bar-twin");
  });

  it("mark none where there is no call bar (the 404)", () => {
    expect(Object.values(classesWith(null)).filter((name) => name.includes("bar-twin"))).toEqual([]);
  });
});
