// The values an operator types into the guide's blocks, what stands in for each on this machine,
// and the blocks with them put in.
import { randomBytes } from "node:crypto";
import { domain } from "./checks.mjs";
import { guideFile, root, sha } from "./this-run.mjs";

/** @typedef {{ what: string; from: string; to: string | (() => string); why: string }} OperatorValue */

/**
 * The values an operator types, and what stands in for each here.
 * @param {() => string} backupFolder
 * @returns {OperatorValue[]}
 */
export function operatorValues(backupFolder) {
  const password = `guide-office-${randomBytes(6).toString("hex")}`;
  return [
    {
      what: "the repository",
      from: "https://git.example.com/brightwater/site.git",
      // Not under /tmp or /var/tmp: the publish's unit has a private one (PrivateTmp=).
      to: "/srv/upstream/site.git",
      why: `a bare copy of this checkout's HEAD (${sha})`,
    },
    { what: "the office's password", from: "<a long password for the office>", to: password, why: "made for this run" },
    {
      what: "the mail server",
      from: "smtps://website%40brightwaterplumbing.com:<password>@smtp.example.com:465",
      to: "smtp://127.0.0.1:2525",
      why: "none here: leads wait in the outbox",
    },
    {
      what: "the certificate",
      from: "Environment=CADDY_TLS=office@brightwaterplumbing.com",
      to: "Environment=CADDY_TLS=internal",
      why: "Caddy's local authority, trusted by the root (no ACME here)",
    },
    {
      what: "the backup to restore",
      from: "/mnt/offsite/2026-12-03-06",
      to: backupFolder,
      why: "the folder the guide's cron line made",
    },
  ];
}

/** @param {OperatorValue[]} values */
export function printValues(values) {
  console.log(`smoke:guide: ${guideFile.replace(root, "")} on Debian 12 with systemd; the operator's values:`);
  for (const { what, from, to, why } of values)
    console.log(`  ${what}: ${from} → ${typeof to === "function" ? "(at its block)" : to}  (${why})`);
  console.log(
    `  the machine: Node ${process.version} copied from this machine (the guide's NodeSource step cannot be reached here);`,
  );
  console.log(
    `  ${domain} is the root's own 127.0.0.1; the npm registry through slirp4netns; all else on the root's loopback.`,
  );
}

/**
 * @param {string} text
 * @param {OperatorValue[]} values
 */
export function substituteBlock(text, values) {
  let out = text;
  for (const { from, to } of values) out = out.split(from).join(typeof to === "function" ? to() : to);
  return out;
}
