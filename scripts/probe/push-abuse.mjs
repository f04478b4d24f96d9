// The third probe's findings N1-N5, numbered 31-35 here (N7-N9 are push-limits.mjs): a push is untrusted
// input. Each pushes to a release made as docs/production.md makes one (release.mjs) and runs
// the timer's look in it, then checks what the look wrote, where, and what it recorded.
import { existsSync, readFileSync, symlinkSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { catalogue, git, look, lookKilled, makeRelease, push, records, write } from "./release.mjs";

/** @typedef {import("./visitor-abuse.mjs").Finding} Finding */
/** @typedef {ReturnType<typeof makeRelease>} Site */

export const short = (/** @type {string} */ text) => text.replace(/\s+/g, " ").slice(0, 220);
export const head = (/** @type {Site} */ site) => git(site.release, ["rev-parse", "HEAD"]);
/** @param {Site} site */
export const lastRecord = (site) => records(site)[0];
export const said = (/** @type {Site} */ site) => {
  const record = lastRecord(site);
  return record
    ? `recorded ${record.outcome}: ${short(`${record.message} ${record.problems.map((p) => `${p.file} ${p.message}`).join("; ")}`)}`
    : "nothing recorded";
};

/**
 * @param {(site: Site) => Promise<void> | void} run
 */
export async function withRelease(run) {
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

/**
 * 32 (N2). published-paths.json with merge-conflict markers, the server's own list changed; then a
 * good push whose look is killed once it has moved the checkout, and the next look.
 * @param {Finding} finding
 */
export async function conflictedRecord(finding) {
  await withRelease(async (site) => {
    // The server's own list: a push that leaves /faq out of the record, and the publish puts it back locally.
    const file = join(site.release, catalogue, "published-paths.json");
    push(site.pusher, "published paths without /faq", (dir) => {
      const paths = JSON.parse(readFileSync(join(dir, catalogue, "published-paths.json"), "utf8"));
      write(
        dir,
        join(catalogue, "published-paths.json"),
        `${JSON.stringify(
          paths.filter((/** @type {string} */ path) => path !== "/faq"),
          null,
          2,
        )}\n`,
      );
    });
    look(site);
    const kept = () => readFileSync(file, "utf8").includes('"/faq"');
    const live = head(site);
    push(site.pusher, "published paths, conflicted", (dir) =>
      write(dir, join(catalogue, "published-paths.json"), '<<<<<<< HEAD\n["/"]\n=======\n["/a"]\n>>>>>>> theirs\n'),
    );
    const run = look(site);
    const first = `checkout ${head(site) === live ? "on the live commit" : "MOVED AHEAD of the live site"}; the server's own list ${kept() ? "kept" : "LOST"}; exit ${run.status}; ${said(site)}`;
    const firstOk = head(site) === live && kept() && lastRecord(site)?.outcome === "refused";
    push(site.pusher, "published paths, mended; Clemmons", (dir) => {
      git(dir, ["checkout", "HEAD~1", "--", join(catalogue, "published-paths.json")]);
      const city = join(catalogue, "cities/clemmons.json");
      write(dir, city, readFileSync(join(dir, city), "utf8").replace('"alt": "', '"alt": "Killed. '));
    });
    const moved = await lookKilled(site);
    const afterKill = head(site);
    const next = look(site);
    const back =
      head(site) === live &&
      kept() &&
      /interrupted/.test(
        records(site)
          .map((r) => r.message)
          .join(" "),
      );
    finding(
      32,
      "N2 a fault past the fast-forward parts the checkout from the site",
      firstOk && moved && back,
      `${first}. A look killed after the checkout moved (${moved ? "it had" : "it had NOT"}: at ${afterKill === live ? "the live commit" : "the pushed commit"}), then the next look: checkout ${head(site) === live ? "back on the live commit" : "NOT on the live commit"}, the server's list ${kept() ? "kept" : "LOST"}, exit ${next.status}; ${said(site)}`,
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
