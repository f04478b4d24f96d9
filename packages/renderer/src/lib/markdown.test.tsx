import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

function renderMarkdown(text: string) {
  const router = createMemoryRouter([{ path: "/", element: <Markdown text={text} /> }]);
  return render(<RouterProvider router={router} />).container;
}

describe("Markdown", () => {
  it("renders bold text and bullet lines", () => {
    const container = renderMarkdown("Sizes:\n- **30-40 gal** for up to 4 people\n- 40-50 gal for 4-6");
    expect(container.querySelector("strong")?.textContent).toBe("30-40 gal");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("never turns text into HTML", () => {
    const container = renderMarkdown('<img src=x onerror="alert(1)"> and <script>alert(2)</script>');
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
  });

  it("never makes a link of //host or /\\host, which a browser takes to another site", () => {
    const container = renderMarkdown("[a](//evil.example/login) [b](/\\evil.example/login) [c](/services)");
    const hrefs = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/services"]);
    expect(container.textContent).toContain("a b c");
  });

  it("links only to site paths and https URLs", () => {
    const container = renderMarkdown("[home](/) [bad](javascript:alert(1)) [ok](https://example.com)");
    const hrefs = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/", "https://example.com"]);
    expect(container.textContent).toContain("bad");
  });
});
