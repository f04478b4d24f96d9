import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adminPagePath } from "@brightwater/contracts";
import { type DeferredPage, deferHydration } from "./defer-hydration";
import { inlineIcons } from "./inline-icons";

// The lead inbox shows nothing until its script runs, so its script does not wait for an act.
const inboxFile = `${adminPagePath.slice(1)}/index.html`;

/**
 * A page as React Router prerendered it, made ready to serve, by the build and by a publish alike:
 * its start-up deferred (defer-hydration.ts) and its icons carried in it (inline-icons.ts), with its
 * loader data to write beside it. `htmlFile` is its path in the build's client folder `clientDir`.
 */
export function builtPage(html: string, htmlFile: string, clientDir: string): DeferredPage {
  const deferred = deferHydration(html, htmlFile, { untilAct: htmlFile !== inboxFile });
  const readSprite = (url: string) => readFileSync(join(clientDir, url), "utf8");
  return { html: inlineIcons(deferred.html, readSprite), hydrationData: deferred.hydrationData };
}
