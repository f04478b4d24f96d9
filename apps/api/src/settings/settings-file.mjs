// @ts-check
// The settings file, read one way by the server, its production start and every command run beside
// it (build, backup, restore, publish): plain JavaScript so that the root's scripts import it as it
// is, before anything is built. Typed in JSDoc and checked with the API's TypeScript.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Where the settings are looked for when ENV_FILE names no file: `.env` in the working folder (a
 * checkout), then the production server's file (docs/production.md), so that a command run by hand
 * or from cron in the release reads what the service reads without being told.
 */
export const defaultSettingsFiles = [".env", "/etc/brightwater/site.env"];

/** A settings file that cannot be used as written: the message names the file and the line. */
export class SettingsFileError extends Error {
  /** @override */
  name = "SettingsFileError";
}

/** @typedef {{ name: string, value: string, line: number }} Setting `line`: 1-based, in the file. */

/**
 * @typedef {object} SettingsFileRead
 * @property {string} file The file's absolute path.
 * @property {number} fromFile Settings whose value is the file's.
 * @property {string[]} fromEnvironment Names the file sets that the environment had already set to
 *   another value (the environment wins).
 * @property {string[]} warnings One line per name the server does not read, with the nearest one it does.
 */

const nameValue = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/;

/**
 * One line's value exactly as written, or the reason it cannot be read that way. Quotes around the
 * whole value are taken off and nothing inside them is changed; a `#` outside quotes is refused,
 * because readers of this format disagree on it (Node's own loader and dotenv start a comment
 * there, silently cutting a password).
 * @param {string} raw
 * @returns {{ value: string, problem?: undefined } | { problem: string, value?: undefined }}
 */
function lineValue(raw) {
  const text = raw.trim();
  const quote = text[0];
  if (quote === '"' || quote === "'" || quote === "`") {
    if (text.length < 2 || text.at(-1) !== quote || text.slice(1, -1).includes(quote))
      return { problem: `the ${quote} that opens the value must close it, at the end of the line, once` };
    return { value: text.slice(1, -1) };
  }
  if (text.includes("#"))
    return {
      problem: `"#" outside quotes: put the value in single quotes ('...'), and a comment on a line of its own`,
    };
  return { value: text };
}

/**
 * The file's settings in order, each with its line number; a line that cannot be read throws.
 * @param {string} text
 * @param {string} file
 * @returns {Setting[]}
 */
export function parseSettings(text, file) {
  /** @type {Setting[]} */
  const settings = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const where = `${file} line ${index + 1}`;
    const match = nameValue.exec(trimmed);
    if (!match) throw new SettingsFileError(`${where}: not a NAME=value line`);
    const [, name = "", raw = ""] = match;
    const read = lineValue(raw);
    if (read.problem !== undefined) throw new SettingsFileError(`${where}: ${name}: ${read.problem}`);
    settings.push({ name, value: read.value ?? "", line: index + 1 });
  }
  return settings;
}

/**
 * @param {string} file
 * @returns {string | null}
 */
function readText(file) {
  try {
    return readFileSync(file, "utf8");
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    if (error.code === "ENOENT") return null;
    const user = process.getuid?.() === 0 ? "root" : `user ${process.getuid?.() ?? "?"}`;
    const reason = error.code === "EACCES" ? `is not readable by ${user} (EACCES)` : `cannot be read (${error.code})`;
    throw new SettingsFileError(
      `settings file ${file} ${reason}: it must be readable by the user that runs this (docs/production.md: root:brightwater, 0640)`,
    );
  }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {readonly string[]} candidates
 * @returns {{ file: string, text: string } | null}
 */
function findFile(env, candidates) {
  const named = env.ENV_FILE?.trim();
  if (named) {
    const file = resolve(named);
    const text = readText(file);
    if (text === null) throw new SettingsFileError(`ENV_FILE: ${file} does not exist`);
    return { file, text };
  }
  for (const candidate of candidates) {
    const file = resolve(candidate);
    const text = readText(file);
    if (text !== null) return { file, text };
  }
  return null;
}

/**
 * The edit distance of two names, for "did you mean".
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name nearest to `name`, when one is near enough to be a slip of the keyboard.
 * @param {string} name
 * @param {Iterable<string>} known
 * @returns {string | null}
 */
export function nearestName(name, known) {
  /** @type {string | null} */
  let best = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(name.toUpperCase(), candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? best : null;
}

/**
 * @param {Setting[]} settings
 * @param {string} file
 * @param {ReadonlySet<string>} known
 */
function unknownWarnings(settings, file, known) {
  const warnings = [];
  for (const { name, line } of settings) {
    if (known.has(name)) continue;
    const near = nearestName(name, known);
    warnings.push(
      `${file} line ${line}: ${name} is not a setting this server reads${near ? `; did you mean ${near}?` : " (.env.example lists them)"}`,
    );
  }
  return warnings;
}

/**
 * Reads the settings file into `env`, never over a variable the environment set to another value
 * (a systemd Environment= line or a one-off `PORT=4000 npm start` beats the file). Returns what
 * was read, names and counts only (values are secrets), or null when there is no file. A name
 * already holding the file's value (read once before, by the production start) counts as the file's.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ candidates?: readonly string[], known?: ReadonlySet<string> }} [options]
 * @returns {SettingsFileRead | null}
 */
export function loadSettingsFile(env = process.env, { candidates = defaultSettingsFiles, known } = {}) {
  const found = findFile(env, candidates);
  if (!found) return null;
  const settings = parseSettings(found.text, found.file);
  let fromFile = 0;
  const fromEnvironment = [];
  for (const { name, value } of settings) {
    if (env[name] === undefined || env[name] === value) {
      env[name] = value;
      fromFile++;
    } else fromEnvironment.push(name);
  }
  const warnings = known ? unknownWarnings(settings, found.file, known) : [];
  return { file: found.file, fromFile, fromEnvironment, warnings };
}
