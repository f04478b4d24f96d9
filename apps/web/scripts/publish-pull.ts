// `npm run publish -- --pull`: the live release follows one branch of its upstream repository.
// It fetches the branch and, when the new commits change only the catalogue, fast-forwards the
// checkout and publishes them (publish.ts). A push that changes code is held for a release; local
// changes in the checkout, or history that cannot fast-forward, make it refuse. Every outcome is
// recorded beside the database for the inbox, which alerts on a refusal (decision 028); on any
// refusal the live site and the checkout stay as they were.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PublishRecord, publishLogFile } from "@brightwater/contracts";
import { catalogueFolder, codeChanges } from "./publish/catalogue-only";
import { repoRoot } from "./publish/code-hash";
import { changedFiles, git, gitAsks, localChanges } from "./publish/git";
import { alreadyRecorded, readPublishLog, recordPublish } from "./publish/publish-log";
import type { PublishResult } from "./publish/result";

const root = repoRoot.replace(/\/$/, "");
const webDir = join(root, "apps/web");
const logFile = join(process.env.PUBLISH_LOG_DIR ?? join(root, "data"), publishLogFile);
// Written by every publish and by the build (new paths): the checkout's own record, never a
// marketer's change, so it neither blocks a pull nor is lost by one (union of both sides).
const publishedPaths = `${catalogueFolder}published-paths.json`;

type Upstream = { remote: string; branch: string; head: string; target: string; subject: string };

/** The branch this checkout follows (PUBLISH_BRANCH, else the one checked out), fetched. */
function fetchUpstream(): Upstream {
  const remote = process.env.PUBLISH_REMOTE || "origin";
  const branch = process.env.PUBLISH_BRANCH || git(root, ["symbolic-ref", "--short", "HEAD"]);
  git(root, ["fetch", "--quiet", remote, branch]);
  const target = git(root, ["rev-parse", "FETCH_HEAD"]);
  const head = git(root, ["rev-parse", "HEAD"]);
  const subject = git(root, ["log", "-1", "--format=%s", target]);
  return { remote, branch, head, target, subject };
}

function record(
  upstream: Upstream,
  outcome: PublishRecord["outcome"],
  result: Partial<PublishResult> & { stage?: PublishRecord["stage"] },
): PublishRecord {
  return {
    at: new Date().toISOString(),
    commit: upstream.target,
    subject: upstream.subject,
    outcome,
    stage: result.stage ?? "publish",
    pages: result.changed ?? [],
    removed: result.removed ?? [],
    problems: result.problems ?? [],
    message: result.message ?? "",
  };
}

/** Says why nothing was published, with each problem's file and field, and records it once. */
function refuse(entry: PublishRecord): never {
  const short = entry.commit.slice(0, 7);
  console.error(`Cannot publish ${short} ("${entry.subject}"): ${entry.message}`);
  for (const problem of entry.problems)
    console.error(`  ${[problem.file, problem.path, problem.message].filter(Boolean).join(": ")}`);
  if (alreadyRecorded(logFile, entry)) console.error("(recorded and alerted before: the inbox has it)");
  else recordPublish(logFile, entry);
  process.exit(1);
}

/** The reason a pull may not even start: local changes in the checkout, or history that diverged. */
function pullRefusal(upstream: Upstream): string | null {
  const local = localChanges(root).filter((file) => file !== publishedPaths);
  if (local.length > 0)
    return `the server's checkout has local changes (${local.join(", ")}): an edit made on the server is lost at the next release, so make it upstream and discard it here (git -C ${root} checkout -- <file>, or delete a new file); nothing was pulled`;
  if (!gitAsks(root, ["merge-base", "--is-ancestor", upstream.head, upstream.target]))
    return `${upstream.remote}/${upstream.branch} does not follow on from the live commit ${upstream.head.slice(0, 7)} (history was rewritten, or the checkout has commits of its own): deploy a release of ${upstream.branch}; nothing was pulled`;
  return null;
}

/** Both sides' published paths, each once, sorted: what the record means. */
function publishedUnion(ours: string, theirs: string): string {
  const paths = new Set<string>([...JSON.parse(ours), ...JSON.parse(theirs)]);
  return `${JSON.stringify([...paths].sort(), null, 2)}\n`;
}

/** Moves the checkout to `target`, keeping what the live site's publishes recorded; answers how to go back. */
function fastForward(target: string): () => void {
  const file = join(root, publishedPaths);
  const ours = localChanges(root).includes(publishedPaths) ? readFileSync(file, "utf8") : null;
  const head = git(root, ["rev-parse", "HEAD"]);
  if (ours !== null) git(root, ["checkout", "--", publishedPaths]);
  git(root, ["merge", "--ff-only", "--quiet", target]);
  if (ours !== null) writeFileSync(file, publishedUnion(ours, readFileSync(file, "utf8")));
  return () => {
    git(root, ["reset", "--hard", "--quiet", head]);
    if (ours !== null) writeFileSync(file, ours);
  };
}

/** Runs the publish on the checkout as it now is; its output goes straight to ours. */
function publish(): PublishResult {
  const dir = mkdtempSync(join(tmpdir(), "publish-result-"));
  const resultFile = join(dir, "result.json");
  try {
    const tsx = join(webDir, "node_modules/.bin/tsx");
    const env = { ...process.env, PUBLISH_RESULT_FILE: resultFile };
    const run = spawnSync(tsx, ["scripts/publish.ts"], { cwd: webDir, env, stdio: ["ignore", "inherit", "inherit"] });
    if (existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, "utf8"));
    const message = `the publish stopped without a result (exit ${run.status ?? run.signal}): see its output above`;
    return { ok: false, changed: [], removed: [], problems: [], message };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(): void {
  const upstream = fetchUpstream();
  const short = upstream.target.slice(0, 7);
  if (upstream.target === upstream.head) {
    console.log(`publish: the live site is at ${upstream.remote}/${upstream.branch} (${short}); nothing to pull`);
    return;
  }
  const refusal = pullRefusal(upstream);
  if (refusal) refuse(record(upstream, "refused", { message: refusal, stage: "pull" }));
  const code = codeChanges(changedFiles(root, upstream.head, upstream.target));
  if (code.length > 0) {
    const message = `the push changes code (${code.join(", ")}), which needs a release: build and deploy ${short}; until then nothing after ${upstream.head.slice(0, 7)} is published`;
    refuse(record(upstream, "needs-release", { message, stage: "pull" }));
  }
  // A commit the publish refused is not rendered again at every look: the next push is.
  const [last] = readPublishLog(logFile);
  if (last?.commit === upstream.target && last.outcome === "refused" && last.stage === "publish") {
    console.error(`Cannot publish ${short}: refused at ${last.at} (${last.message}); waiting for the next push`);
    process.exit(1);
  }
  const rollBack = fastForward(upstream.target);
  const result = publish();
  if (!result.ok) {
    rollBack();
    refuse(record(upstream, "refused", result));
  }
  recordPublish(logFile, record(upstream, "published", result));
  console.log(`publish: ${short} ("${upstream.subject}") is live`);
}

// A repository that cannot be reached, or a checkout on no branch, is said in one line; it is not
// recorded (the next look tries again, and an outage would otherwise alert every 15 s).
try {
  main();
} catch (error) {
  console.error(`Cannot publish: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
