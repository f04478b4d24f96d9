import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadCatalogue, routeList } from "@brightwater/content";
import { describe, expect, it } from "vitest";

// Walks every prerendered page (after `turbo build`) and checks each link goes somewhere.
const clientDir = new URL("../build/client/", import.meta.url).pathname;
const routes = routeList(loadCatalogue());
const routePaths = new Set(routes.map((route) => route.path));

function fileOf(path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

const pages = new Map(routes.map((route) => [route.path, readFileSync(fileOf(route.path), "utf8")]));

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] ?? ""));
}

function hrefsOf(html: string): string[] {
  // Only the page body: <link href> in the head points at assets.
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
}

describe("links", () => {
  it.each([...pages.keys()])("every link on %s goes somewhere", (path) => {
    const html = pages.get(path) ?? "";
    const problems: string[] = [];
    for (const href of hrefsOf(html)) {
      if (href === "" || href === "#") {
        problems.push(`empty link "${href}"`);
      } else if (/^(https:\/\/|tel:\+1\d{10}$|mailto:)/.test(href)) {
        // External, phone and mail links.
      } else if (href.startsWith("#")) {
        if (!idsOf(html).has(href.slice(1))) problems.push(`anchor ${href} is not on this page`);
      } else if (href.startsWith("/")) {
        const [target = "", anchor] = href.split("#");
        if (target === "/sitemap.xml" || target.startsWith("/images/")) {
          if (!existsSync(join(clientDir, target))) problems.push(`missing file ${target}`);
        } else if (!routePaths.has(target)) {
          problems.push(`${href} is not a route`);
        } else if (anchor && !idsOf(pages.get(target) ?? "").has(anchor)) {
          problems.push(`${href}: no #${anchor} on ${target}`);
        }
      } else {
        problems.push(`unexpected link ${href}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every image has its dimensions and alternative text (empty only on a photograph's placeholder)", () => {
    for (const [path, html] of pages) {
      for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
        expect(tag, `${path}: ${tag}`).toMatch(/\swidth="\d+"/);
        expect(tag, `${path}: ${tag}`).toMatch(/\sheight="\d+"/);
        // A photograph's blurred placeholder is decoration under the real image, which has the text.
        expect(tag, `${path}: ${tag}`).toMatch(
          tag.includes('class="photo__placeholder"') ? /\salt=""/ : /\salt="[^"]+"/,
        );
      }
    }
  });
});
