// The third probe's findings N7-N9, numbered 37-39 here: a push's size is bounded, its links are
// this site's, and a look that finds nothing costs next to nothing. As push-abuse.mjs does: a
// push to a release made as docs/production.md makes one, and the timer's look in it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { lastRecord, said, withRelease } from "./push-abuse.mjs";
import { catalogue, look, push, write } from "./release.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */

/** 37 (N7). A 3 MB article. @param {Finding} finding */
export async function hugeArticle(finding) {
  await withRelease((site) => {
    const body = `---\ntitle: Long\nexcerpt: Long.\npublishDate: 2026-11-01\nauthor: Office\ntags: x\n---\n${"Words of a very long article. ".repeat(100_000)}\n`;
    push(site.pusher, "a long article", (dir) => write(dir, join(catalogue, "articles/long.md"), body));
    const run = look(site, 90_000);
    const named = lastRecord(site)?.problems.some(
      (p) => p.file.endsWith("articles/long.md") && /bytes/.test(p.message),
    );
    finding(
      37,
      "N7 an outsized file stalls or crashes the publish",
      named === true && run.seconds < 30,
      `a ${(body.length / 1e6).toFixed(1)} MB article: the look took ${run.seconds.toFixed(1)} s${run.status === null ? " (stopped at 90 s)" : ""}, ${run.cpu.toFixed(1)} s of processor time; ${said(site)}`,
    );
  });
}

/** 38 (N8). Markdown links that a browser takes to another host. @param {Finding} finding */
export async function offSiteLinks(finding) {
  await withRelease((site) => {
    const file = join(catalogue, "articles/preparing-pipes-for-a-triad-winter-freeze.md");
    push(site.pusher, "links", (dir) =>
      write(
        dir,
        file,
        `${readFileSync(join(dir, file), "utf8")}\n[Sign in](//evil.example/login) or [here](/\\evil.example/login).\n`,
      ),
    );
    const run = look(site);
    const problems = lastRecord(site)?.problems.filter((p) => p.message.includes("evil.example")) ?? [];
    const served = readFileSync(
      join(site.release, "apps/web/build/client/archive/preparing-pipes-for-a-triad-winter-freeze/index.html"),
      "utf8",
    );
    const linked = /href="(\/\/|\/\\)evil/.test(served);
    finding(
      38,
      "N8 //host and /\\host published as site links",
      problems.length === 2 && problems.every((p) => /^line \d+$/.test(p.path)) && !linked,
      `exit ${run.status}; ${problems.length} problems with their line (${problems.map((p) => `${p.file.split("/").at(-1)}: ${p.path}`).join(", ")}); the live page ${linked ? "LINKS to evil.example" : "has no such link"}`,
    );
  });
}

/** 39 (N9). The processor time of a look that finds nothing new, three times. @param {Finding} finding */
export async function quietTick(finding) {
  await withRelease((site) => {
    const runs = [look(site), look(site), look(site)];
    const worst = Math.max(...runs.map((run) => run.cpu));
    finding(
      39,
      "N9 a quiet tick costs seconds of processor time",
      worst <= 0.3 && runs.every((run) => run.status === 0),
      `three looks with nothing to pull: ${runs.map((run) => `${run.cpu.toFixed(2)} s`).join(", ")} of processor time (user + system, children included); the budget is 0.3 s`,
    );
  });
}
