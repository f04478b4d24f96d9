// For the blocks' render tests: every instance of a block in the catalogue this repository ships,
// rendered inside the providers a page gives it, and the expectations all blocks share.
import { loadCatalogue } from "@brightwater/content";
import type { Action, BlockOf, BlockType } from "@brightwater/content/types";
import { render, within } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { PicturesProvider } from "../lib/picture";
import { type SiteData, SiteProvider, siteDataOf } from "../site-context";

const catalogue = loadCatalogue(undefined, { drafts: false });

export const site: SiteData = siteDataOf(catalogue);

/** Every block of `type` on the shipped pages, with the path of its page (`it.each` names it). */
export function shippedInstances<K extends BlockType>(type: K): { page: string; block: BlockOf<K> }[] {
  return catalogue.pages.flatMap((page) =>
    page.blocks
      .filter((block): block is BlockOf<K> => block.type === type)
      .map((block) => ({ page: page.path, block })),
  );
}

/** Renders a block as its page would (site data, router at the page's path, no built photographs). */
export function renderOnPage(element: ReactElement, page: string) {
  const { container } = render(
    <SiteProvider site={site}>
      <MemoryRouter initialEntries={[page]}>
        <PicturesProvider pictures={null}>{element}</PicturesProvider>
      </MemoryRouter>
    </SiteProvider>,
  );
  return { container, view: within(container) };
}

export interface ExpectedLink {
  name: string;
  href: string;
}

const callHref = `tel:${site.business.phone.e164}`;

/** The phone number's link, as every call button and number renders it. */
export function callLink(name: string = site.business.phone.display): ExpectedLink {
  return { name, href: callHref };
}

/** The links a row of catalogue actions (call, page link, external link) must render. */
export function actionLinks(actions: readonly Action[]): ExpectedLink[] {
  return actions.map((action) =>
    action.kind === "call" ? callLink(action.label) : { name: action.label, href: action.href },
  );
}

/** The links Markdown text must render: `[label](/path)`, and https, mailto and tel addresses. */
export function markdownLinks(text: string): ExpectedLink[] {
  return [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)]
    .filter(([, , href]) => /^(\/|https:\/\/|mailto:|tel:)/.test(href ?? ""))
    .map(([, name, href]) => ({ name: name ?? "", href: href ?? "" }));
}

/** Every link in `root`, in document order, by accessible name and address. */
export function linksIn(root: HTMLElement): ExpectedLink[] {
  return within(root)
    .queryAllByRole("link")
    .map((link) => ({
      name: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
      href: link.getAttribute("href") ?? "",
    }));
}

/**
 * A block in a `<section>`: its anchor id, and with an id and a title a region landmark named
 * by that title (an <h2>); without an id, the section carries no name of its own.
 */
export function expectSection(container: HTMLElement, block: { id?: string | undefined; title?: string | undefined }) {
  const section = container.querySelector("section");
  expect(section, "the block's <section>").not.toBeNull();
  expect(section?.getAttribute("id") ?? undefined).toBe(block.id);
  if (!block.title) return section as HTMLElement;
  const heading = within(container).getByRole("heading", { level: 2, name: block.title });
  if (block.id) {
    const region = within(container).getByRole("region", { name: block.title });
    expect(region).toBe(section);
    expect(region.getAttribute("aria-labelledby")).toBe(heading.id);
  }
  return section as HTMLElement;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A form that posts without script to `action`; each visible field found by its label (the
 * required mark after it), named and required as the catalogue says; the submit button.
 */
export function expectForm(
  container: HTMLElement,
  form: {
    action: string;
    fields: readonly { name: string; label: string; control: string; required?: unknown }[];
    submitLabel: string;
  },
) {
  const element = container.querySelector("form");
  expect(element?.getAttribute("action")).toBe(form.action);
  expect(element?.getAttribute("method")).toBe("post");
  const view = within(container);
  for (const field of form.fields.filter((candidate) => candidate.control !== "hidden")) {
    const control = view.getByLabelText(new RegExp(`^${escapeRegExp(field.label)}\\*?$`));
    expect(control.getAttribute("name")).toBe(field.name);
    expect(control.getAttribute("aria-required") === "true", `${field.name} required`).toBe(Boolean(field.required));
  }
  expect(view.getByRole("button", { name: form.submitLabel })).toBeTruthy();
}

/** One test per instance of `type` in the shipped catalogue, named by its page: `check` gets it rendered. */
export function eachShipped<K extends BlockType>(
  type: K,
  Component: ComponentType<{ block: BlockOf<K> }>,
  what: string,
  check: (rendered: ReturnType<typeof renderOnPage>, block: BlockOf<K>) => void,
) {
  it.each(shippedInstances(type))(`on $page: ${what}`, ({ block, page }) =>
    check(renderOnPage(<Component block={block} />, page), block),
  );
}
