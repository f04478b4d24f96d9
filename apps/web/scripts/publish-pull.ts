// `npm run publish -- --pull`: the live release follows one branch of its upstream repository.
// It fetches the branch and, when the new commits change only the catalogue, fast-forwards the
// checkout and publishes them (publish.ts). What a push changes is read from git's objects
// (publish/push-rules.ts, decision 037): a link, a submodule or an outsized file is refused, a
// change outside the catalogue is held for a release; local changes in the checkout, or history
// that cannot fast-forward, make it refuse. Every outcome is recorded beside the database for the
// inbox, which alerts on a refusal (decision 028); after any refusal or fault the live site and
// the checkout are as they were.
import { join } from "node:path";
import { type PublishRecord, publishLogFile } from "@brightwater/contracts";
import { buildEnv, publishEnv } from "../env";
import { repoRoot } from "./publish/code-hash";
import { type Checkout, fastForward, publishedPaths, removeStaleLock, rollBack } from "./publish/fast-forward";
import { git, gitAsks, localChanges } from "./publish/git";
import { alreadyRecorded, readPublishLog, recordPublish } from "./publish/publish-log";
import { clearPending, type Pending, readPending } from "./publish/pull-state";
import { type PushProblem, pushProblems } from "./publish/push-rules";
import type { PublishResult } from "./publish/result";
import { runPublish } from "./publish/run-publish";

const root = repoRoot.replace(/\/$/, "");
const checkout: Checkout = { root, gitDir: git(root, ["rev-parse", "--absolute-git-dir"]) };
const logFile = join(publishEnv.logDir ?? join(root, "data"), publishLogFile);

type Upstream = { remote: string; branch: string; head: string; target: string; subject: string };
type Outcome = Partial<PublishResult> & { stage?: PublishRecord["stage"] };

/** The branch this checkout follows (PUBLISH_BRANCH, else the one checked out), fetched. */
function fetchUpstream(): Upstream {
  const { remote } = publishEnv;
  const branch = publishEnv.branch ?? git(root, ["symbolic-ref", "--short", "HEAD"]);
  git(root, ["fetch", "--quiet", "--no-recurse-submodules", remote, branch]);
  const target = git(root, ["rev-parse", "FETCH_HEAD"]);
  const head = git(root, ["rev-parse", "HEAD"]);
  return { remote, branch, head, target, subject: subjectOf(target) };
}

const subjectOf = (commit: string) => git(root, ["log", "-1", "--format=%s", commit]);

function record(upstream: Pick<Upstream, "target" | "subject">, outcome: PublishRecord["outcome"], result: Outcome) {
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
  } satisfies PublishRecord;
}

/** Says why nothing was published, with each problem's file and rule, and records it once. */
function refuse(entry: PublishRecord): never {
  const short = entry.commit.slice(0, 7);
  console.error(`Cannot publish ${short} ("${entry.subject}"): ${entry.message}`);
  for (const problem of entry.problems)
    console.error(`  ${[problem.file, problem.path, problem.message].filter(Boolean).join(": ")}`);
  if (alreadyRecorded(logFile, entry)) console.error("(recorded and alerted before: the inbox has it)");
  else recordPublish(logFile, entry);
  process.exit(1);
}

/** The reason a pull may not even start: local changes, or history that diverged. */
function pullRefusal(upstream: Upstream): Outcome | null {
  const local = localChanges(root).filter((file) => file !== publishedPaths);
  if (local.length > 0)
    return {
      message: `the server's checkout has local changes (${local.join(", ")}): an edit made on the server is lost at the next release, so make it upstream and discard it here (git -C ${root} checkout -- <file>, or delete a new file); nothing was pulled`,
    };
  if (!gitAsks(root, ["merge-base", "--is-ancestor", upstream.head, upstream.target]))
    return {
      message: `${upstream.remote}/${upstream.branch} does not follow on from the live commit ${upstream.head.slice(0, 7)} (history was rewritten, or the checkout has commits of its own): deploy a release of ${upstream.branch}; nothing was pulled`,
    };
  return null;
}

/** What in the push a publish never takes, each with its path and rule (push-rules.ts). */
function pushRefusal(problems: PushProblem[]): Outcome | null {
  if (problems.length === 0) return null;
  return {
    problems: problems.map(({ file, rule }) => ({ file, path: "", message: rule })),
    message: `the push brings what a publish never takes (${problems.map(({ file }) => file).join(", ")}): fix it with a new push; nothing was pulled`,
  };
}

/**
 * The checkout back on the live commit after a fault past the fast-forward, and the live site
 * rendered from it again: a publish that stopped half way may have written some pages.
 */
function putBack(pending: Pending, stoppedHalfWay: boolean): string {
  rollBack(checkout, pending);
  if (!stoppedHalfWay) return "";
  removeStaleLock(buildEnv.buildDir);
  const again = runPublish();
  return again.ok
    ? ""
    : ` Publishing the live commit again failed too (${again.message}): run npm run publish in ${root}.`;
}

/** A pull that ended without finishing (a crash, a kill, a timeout): put back before anything else. */
function recoverInterrupted(): void {
  const pending = readPending(checkout.gitDir);
  if (!pending) return;
  const failed = putBack(pending, true);
  const message = `the publish of ${pending.target.slice(0, 7)} was interrupted (a crash, a kill or a timeout) after the checkout moved: the checkout is back on the live commit ${pending.live.slice(0, 7)} and the live site rendered from it.${failed} The next push is tried afresh`;
  console.error(`publish: ${message}`);
  recordPublish(
    logFile,
    record({ target: pending.target, subject: subjectOf(pending.target) }, "refused", { message }),
  );
}

function pullAndPublish(upstream: Upstream): void {
  const short = upstream.target.slice(0, 7);
  const refusal = pullRefusal(upstream);
  if (refusal) refuse(record(upstream, "refused", { ...refusal, stage: "pull" }));
  const { code, problems } = pushProblems(root, upstream.head, upstream.target);
  const brought = pushRefusal(problems);
  if (brought) refuse(record(upstream, "refused", { ...brought, stage: "pull" }));
  if (code.length > 0) {
    const message = `the push changes files outside the catalogue (${code.join(", ")}), so it needs a release: build and deploy ${short}; until then nothing after ${upstream.head.slice(0, 7)} is published`;
    refuse(record(upstream, "needs-release", { message, stage: "pull" }));
  }
  // A commit the publish refused is not rendered again at every look: the next push is.
  const [last] = readPublishLog(logFile);
  if (last?.commit === upstream.target && last.outcome === "refused" && last.stage === "publish") {
    console.error(`Cannot publish ${short}: refused at ${last.at} (${last.message}); waiting for the next push`);
    process.exit(1);
  }
  const pending = fastForward(checkout, upstream.target);
  let result: ReturnType<typeof runPublish>;
  try {
    result = runPublish();
  } catch (error) {
    result = {
      ok: false,
      changed: [],
      removed: [],
      problems: [],
      message: `the publish failed: ${String(error)}`,
      stopped: true,
    };
  }
  if (!result.ok) {
    // The publish's own refusals come before it writes anything; a stop without a result may not.
    const failed = putBack(pending, result.stopped === true);
    const { stopped: _, ...said } = result;
    refuse(record(upstream, "refused", { ...said, message: `${result.message}${failed}` }));
  }
  clearPending(checkout.gitDir);
  recordPublish(logFile, record(upstream, "published", result));
  console.log(`publish: ${short} ("${upstream.subject}") is live`);
}

function main(): void {
  recoverInterrupted();
  const upstream = fetchUpstream();
  if (upstream.target === upstream.head) {
    console.log(
      `publish: the live site is at ${upstream.remote}/${upstream.branch} (${upstream.target.slice(0, 7)}); nothing to pull`,
    );
    return;
  }
  pullAndPublish(upstream);
}

// A repository that cannot be reached, or a checkout on no branch, is said in one line; it is not
// recorded (the next look tries again, and an outage would otherwise alert every 15 s).
// A fault past the fast-forward is put back at once (and recorded), not at the next look.
try {
  main();
} catch (error) {
  console.error(`Cannot publish: ${error instanceof Error ? error.message : String(error)}`);
  try {
    recoverInterrupted();
  } catch (again) {
    console.error(
      `Cannot put the checkout back: ${again instanceof Error ? again.message : String(again)}; the next look tries again`,
    );
  }
  process.exit(1);
}
