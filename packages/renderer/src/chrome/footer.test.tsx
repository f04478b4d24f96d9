import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteProvider } from "../site-context";
import { linksIn, site } from "../test/shipped-catalogue";
import { Footer } from "./footer";

function footerWith(business: typeof site.business) {
  const { container } = render(
    <SiteProvider site={{ ...site, business }}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SiteProvider>,
  );
  return { container, view: within(container) };
}

describe("footer", () => {
  it("links no social network while the business has no profile there, only a sample or a home page", () => {
    const { container } = footerWith({
      ...site.business,
      social: [
        { label: "Facebook", url: "https://www.facebook.com/" },
        { label: "Instagram", url: "https://www.instagram.com/brightwater.fixture", sample: true },
      ],
    });
    const hrefs = linksIn(container).map((link) => link.href);
    expect(hrefs.filter((href) => /facebook|instagram/.test(href))).toEqual([]);
  });

  it("links a real profile", () => {
    const { container } = footerWith({
      ...site.business,
      social: [{ label: "Facebook", url: "https://www.facebook.com/brightwater.fixture" }],
    });
    expect(linksIn(container)).toContainEqual({
      name: "Facebook",
      href: "https://www.facebook.com/brightwater.fixture",
    });
  });

  it("shows the office's hours and the emergency line as two labelled facts", () => {
    const { view } = footerWith({
      ...site.business,
      hours: { ...site.business.hours, office: "Mon–Fri 8–5", emergency: "24/7" },
    });
    expect(view.getByText("Office: Mon–Fri 8–5")).toBeTruthy();
    expect(view.getByText("Emergency line: 24/7")).toBeTruthy();
  });
});
