import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// A folder laid out as apps/web, holding only this module and what the case puts in dist/.
const made: string[] = [];
afterEach(() => {
  while (made.length > 0) rmSync(made.pop() as string, { recursive: true, force: true });
});

/** `madeIn`: the folder the bundles record they were made in ("here" is the new folder itself). */
async function webAt(dist: { madeIn?: string; bundle?: boolean }) {
  const webDir = `${mkdtempSync(join(tmpdir(), "web-command-"))}/`;
  made.push(webDir);
  mkdirSync(join(webDir, "scripts"));
  mkdirSync(join(webDir, "dist"));
  copyFileSync(new URL("./web-command.mjs", import.meta.url), join(webDir, "scripts/web-command.mjs"));
  if (dist.madeIn) {
    const record = { webDir: dist.madeIn === "here" ? webDir : dist.madeIn };
    writeFileSync(join(webDir, "dist/commands.json"), JSON.stringify(record));
  }
  if (dist.bundle) writeFileSync(join(webDir, "dist/publish.mjs"), "");
  const module: typeof import("./web-command.mjs") = await import(join(webDir, "scripts/web-command.mjs"));
  return { webDir, webCommand: module.webCommand };
}

describe("how a publish command runs", () => {
  it("runs the bundle the build made in this folder", async () => {
    const { webDir, webCommand } = await webAt({ madeIn: "here", bundle: true });
    expect(webCommand("publish")).toEqual([process.execPath, [join(webDir, "dist/publish.mjs")]]);
  });

  it("runs the TypeScript through tsx when the bundle was made in another folder (a copied build)", async () => {
    const { webDir, webCommand } = await webAt({ madeIn: "/srv/elsewhere/apps/web/", bundle: true });
    expect(webCommand("publish")).toEqual([join(webDir, "node_modules/.bin/tsx"), ["scripts/publish.ts"]]);
  });

  it("runs the TypeScript through tsx when nothing was bundled yet", async () => {
    const { webDir, webCommand } = await webAt({});
    expect(webCommand("publish")).toEqual([join(webDir, "node_modules/.bin/tsx"), ["scripts/publish.ts"]]);
  });
});
