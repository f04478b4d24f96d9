import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "../site-context";
import { site } from "../test/shipped-catalogue";
import { OfferBody } from "./offer-dialog";

function offerWith(window: { startsOn?: string; endsOn?: string }) {
  const { startsOn: _start, endsOn: _end, ...offer } = site.offerPopup;
  const { container } = render(
    <SiteProvider site={{ ...site, offerPopup: { ...offer, endsLabel: "Ends", ...window } }}>
      <MemoryRouter>
        <OfferBody pathname="/" onTaken={() => undefined} />
      </MemoryRouter>
    </SiteProvider>,
  );
  return within(container);
}

describe("the offer", () => {
  it("shows its last day as the catalogue gives it", () => {
    const view = offerWith({ startsOn: "2026-11-01", endsOn: "2026-12-31" });
    expect(view.getByText("Ends December 31, 2026")).toBeTruthy();
  });

  it("shows no date at all when the catalogue gives no last day", () => {
    const view = offerWith({ startsOn: "2026-11-01" });
    expect(view.queryByText(/Ends/)).toBeNull();
    expect(view.queryByText(/20\d\d/)).toBeNull();
  });
});
