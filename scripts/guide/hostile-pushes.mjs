// After the guide: pushes a careless or hostile pusher makes (decision 037), published by the
// guide's own units on the booted Debian: the publish runs as brightwater-publish, a push of links
// to /etc/nologin and /etc/passwd is refused naming each, and nothing is written outside the
// release. Then the push is reverted and the revert published, so the live site follows its branch
// again; and `systemd-analyze security` rates both units.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * @typedef {import("./checks.mjs").Root} Root
 * @typedef {import("./checks.mjs").Row} Row
 * @typedef {{ outcome: string; commit: string; problems: { file: string; message: string }[] }} PublishRecord
 */

const catalogue = "packages/content/catalogue";
const record = "/var/lib/brightwater-publish/publish-log.json";

/**
 * A commit of the pusher's, pushed to the guide's upstream: `change` edits their clone, or the
 * revert of the last commit when none.
 * @param {string} bare
 * @param {string} message
 * @param {((dir: string) => void) | null} change
 */
function pushCommit(bare, message, change) {
  const work = mkdtempSync(join(tmpdir(), "guide-push-"));
  const git = (/** @type {string[]} */ ...args) =>
    spawnSync("git", ["-c", "user.name=Pusher", "-c", "user.email=p@example.com", ...args], {
      cwd: work,
      stdio: "ignore",
    });
  git("clone", "-q", bare, ".");
  if (change) {
    change(work);
    git("add", "-A");
    git("commit", "-qm", message);
  } else git("revert", "--no-edit", "HEAD");
  git("push", "-q", "origin", "main");
  rmSync(work, { recursive: true, force: true });
}

/**
 * One look started by hand, as the guide says; the newest record and who wrote it.
 * @param {Root} root
 */
function lookNow(root) {
  const status = root.run("systemctl start brightwater-publish").status;
  const text = root.run(`cat ${record}`).stdout;
  /** @type {PublishRecord[]} */
  const records = JSON.parse(text || "[]");
  const user = root
    .run(`stat -c %U ${record}; systemctl show -p User --value brightwater-publish`)
    .stdout.trim()
    .split("\n");
  return { status, last: records[0], text, user };
}

/**
 * A look with nothing to pull: the unit's command, as its user with its groups and environment,
 * and the processor time of it and every process it started (bash's `times`, which the kernel
 * counts for each child waited for). systemd's own count needs a CPU controller this root lacks.
 * @param {Root} root
 * @returns {Row}
 */
function quietLook(root) {
  const env = root.run("systemctl show -p Environment --value brightwater-publish").stdout.trim();
  const look = root.run(
    `systemd-run --quiet --wait --pipe -p User=brightwater-publish -p SupplementaryGroups=brightwater -p WorkingDirectory=/srv/brightwater/current -p "Environment=${env}" /bin/bash -c 'node scripts/publish.mjs --pull; times'`,
  ).stdout;
  const [, , user = "", system = ""] = [...look.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  const seconds = Number(user) + Number(system);
  const said = look.split("\n").find((line) => line.startsWith("publish:")) ?? look.trim().slice(0, 120);
  return {
    name: "a look with nothing to pull: processor time, as the publish's user",
    ok: /nothing to pull/.test(look) && seconds <= 0.3,
    detail: `${seconds.toFixed(2)} s (user + system, children included); budget 0.3 s. ${said}`,
  };
}

/**
 * @param {Root} root
 * @param {string} bare
 * @returns {Row[]}
 */
export function checkHostilePushes(root, bare) {
  const quiet = quietLook(root);
  root.run("rm -f /etc/nologin");
  pushCommit(bare, "Links", (dir) => {
    unlinkSync(join(dir, catalogue, "published-paths.json"));
    symlinkSync("/etc/nologin", join(dir, catalogue, "published-paths.json"));
    symlinkSync("/etc/passwd", join(dir, catalogue, "cities/x.json"));
  });
  const hostile = lookNow(root);
  const named = ["published-paths.json", "cities/x.json"].every((file) =>
    hostile.last?.problems.some((problem) => problem.file.endsWith(file) && problem.message.includes("symbolic link")),
  );
  const nologin = root.run("test -e /etc/nologin && echo present || echo absent").stdout.trim();
  const outside = root
    .run(
      "find / -xdev -user brightwater-publish -not -path '/srv/brightwater/releases/*' -not -path '/var/lib/brightwater-publish*' -not -path '/var/cache/brightwater-publish*' 2>/dev/null | head -3",
    )
    .stdout.trim();
  pushCommit(bare, "", null);
  const reverted = lookNow(root);
  // As the publish's user: root's git refuses a repository another user owns.
  const live = root
    .run("runuser -u brightwater-publish -- git -c safe.directory='*' -C /srv/brightwater/current log -1 --format=%s")
    .stdout.trim();
  const security = root.run(
    "for unit in brightwater brightwater-publish; do systemd-analyze security --no-pager $unit | tail -1; done",
  ).stdout;
  const scores = [...security.matchAll(/for (\S+): ([\d.]+)/g)].map((match) => `${match[1]} ${match[2]}`);
  return [
    quiet,
    {
      name: "a push of links to /etc/nologin and /etc/passwd refused, by the publish's own user",
      ok:
        hostile.status !== 0 &&
        hostile.last?.outcome === "refused" &&
        named &&
        !hostile.text.includes("root:x:0:0") &&
        hostile.user.every((name) => name === "brightwater-publish"),
      detail: `${hostile.last?.outcome ?? "no record"}, ${named ? "each link named" : "the links NOT named"}; the record written by ${hostile.user.join(", run as ")}; "root:x:0:0" ${hostile.text.includes("root:x:0:0") ? "IN" : "not in"} the record`,
    },
    {
      name: "nothing written outside the release by the publish",
      ok: nologin === "absent" && outside === "",
      detail: `/etc/nologin ${nologin}; files of brightwater-publish elsewhere: ${outside || "none"}`,
    },
    {
      name: "the revert published: the site follows its branch again",
      ok: reverted.status === 0 && reverted.last?.outcome === "published",
      detail: `${reverted.last?.outcome ?? "no record"}; the live checkout at "${live}"`,
    },
    {
      name: "systemd-analyze security (exposure, of 10)",
      ok: scores.length === 2 && scores.every((score) => Number(score.split(" ")[1]) <= 2),
      detail: scores.join(", ") || security.trim().slice(0, 200),
    },
  ];
}
