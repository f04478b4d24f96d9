// The third probe's findings N1-N5, N7-N9, numbered 31-35 and 37-39 here: a push is untrusted
// input. Each pushes to a release made as docs/production.md makes one (release.mjs) and runs
// the timer's look in it, then checks what the look wrote, where, and what it recorded.
import { existsSync, readFileSync, symlinkSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { catalogue, git, look, makeRelease, push, records, write } from "./release.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */
/** @typedef {ReturnType<typeof makeRelease>} Site */

const short = (/** @type {string} */ text) => text.replace(/\s+/g, " ").slice(0, 220);
const head = (/** @type {Site} */ site) => git(site.release, ["rev-parse", "HEAD"]);
/** @param {Site} site */
const lastRecord = (site) => records(site)[0];
const said = (/** @type {Site} */ site) => {
  const record = lastRecord(site);
  return record
    ? `recorded ${record.outcome}: ${short(`${record.message} ${record.problems.map((p) => `${p.file} ${p.message}`).join("; ")}`)}`
    : "nothing recorded";
};

/**
 * @param {(site: Site) => Promise<void> | void} run
 */
async function withRelease(run) {
  const site = makeRelease();
  try {
    await run(site);
  } finally {
    site.remove();
  }
}

/** 31 (N1). published-paths.json a link to a file that does not exist yet. @param {Finding} finding */
export async function linkedRecord(finding) {
  await withRelease((site) => {
    const target = join(site.work, "n1-created");
    const live = head(site);
    push(site.pusher, "published paths, linked", (dir) => {
      unlinkSync(join(dir, catalogue, "published-paths.json"));
      symlinkSync(target, join(dir, catalogue, "published-paths.json"));
    });
    const run = look(site);
    const created = existsSync(target);
    const named = lastRecord(site)?.problems.some(
      (p) => p.file.endsWith("published-paths.json") && /link/.test(p.message),
    );
    finding(
      31,
      "N1 a push makes the publish write through a link",
      !created && head(site) === live && named === true,
      `published-paths.json → ${target}: the file ${created ? "WAS CREATED" : "was not created"}; checkout ${head(site) === live ? "on the live commit" : "moved"}; exit ${run.status}; ${said(site)}`,
    );
  });
}

/** 32 (N2). published-paths.json with merge-conflict markers, the server's own list changed. @param {Finding} finding */
export async function conflictedRecord(finding) {
  await withRelease((site) => {
    const file = join(site.release, catalogue, "published-paths.json");
    const ours = JSON.parse(readFileSync(file, "utf8"));
    write(
      site.release,
      join(catalogue, "published-paths.json"),
      `${JSON.stringify([...ours, "/~probe-local-page"].sort(), null, 2)}\n`,
    );
    const live = head(site);
    push(site.pusher, "published paths, conflicted", (dir) =>
      write(dir, join(catalogue, "published-paths.json"), '<<<<<<< HEAD\n["/"]\n=======\n["/a"]\n>>>>>>> theirs\n'),
    );
    const run = look(site);
    const kept = readFileSync(file, "utf8").includes("/~probe-local-page");
    const record = lastRecord(site);
    finding(
      32,
      "N2 a bad published-paths.json parts the checkout from the site",
      head(site) === live && kept && record?.outcome === "refused",
      `checkout ${head(site) === live ? "on the live commit" : "MOVED AHEAD of the live site"}; the server's own list ${kept ? "kept" : "LOST"}; exit ${run.status}; ${said(site)}`,
    );
  });
}

/** 33 (N3). A rename of scripts/publish-time.mjs into the catalogue. @param {Finding} finding */
export async function renameIntoCatalogue(finding) {
  await withRelease((site) => {
    push(site.pusher, "notes", (dir) => git(dir, ["mv", "scripts/publish-time.mjs", `${catalogue}/publish-time.txt`]));
    const run = look(site);
    const still = existsSync(join(site.release, "scripts/publish-time.mjs"));
    finding(
      33,
      "N3 a rename into the catalogue takes a script away",
      still && lastRecord(site)?.outcome === "needs-release",
      `scripts/publish-time.mjs ${still ? "still in the live checkout" : "GONE from the live checkout"}; exit ${run.status}; ${said(site)}`,
    );
  });
}

/** 34 (N4). A city file that is a link to /etc/passwd. @param {Finding} finding */
export async function linkToPasswd(finding) {
  await withRelease((site) => {
    push(site.pusher, "a new town", (dir) => symlinkSync("/etc/passwd", join(dir, catalogue, "cities/x.json")));
    const run = look(site);
    const log = existsSync(join(site.data, "publish-log.json"))
      ? readFileSync(join(site.data, "publish-log.json"), "utf8")
      : "";
    const leaked = log.includes("root:x:0:0") || run.output.includes("root:x:0:0");
    const named = lastRecord(site)?.problems.some((p) => p.file.endsWith("cities/x.json") && /link/.test(p.message));
    finding(
      34,
      "N4 a link reads a file of the server into the record",
      !leaked && named === true,
      `cities/x.json → /etc/passwd: "root:x:0:0" ${leaked ? "IN the record or output" : "nowhere"}; exit ${run.status}; ${said(site)}`,
    );
  });
}

/** 35 (N5). A catalogue file with a non-ASCII name, then an ordinary edit. @param {Finding} finding */
export async function unicodeName(finding) {
  await withRelease((site) => {
    push(site.pusher, "notes", (dir) => write(dir, join(catalogue, "café-notes.md"), "Notes for the office.\n"));
    look(site);
    const first = lastRecord(site)?.outcome;
    push(site.pusher, "Clemmons", (dir) => {
      const file = join(dir, catalogue, "cities/clemmons.json");
      const city = JSON.parse(readFileSync(file, "utf8"));
      city.heroImage.alt = `${city.heroImage.alt} Probe.`;
      write(dir, join(catalogue, "cities/clemmons.json"), `${JSON.stringify(city, null, 2)}\n`);
    });
    const run = look(site);
    finding(
      35,
      "N5 a Unicode name held as code",
      first === "published" && lastRecord(site)?.outcome === "published",
      `café-notes.md: ${first ?? "nothing recorded"}; the next catalogue push: exit ${run.status}, ${said(site)}`,
    );
  });
}

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
