// The shell blocks of docs/production.md, read from the file, in order, with the section each is in,
// and the only changes `npm run smoke:guide` makes to them: the values an operator types.
import { readFileSync } from "node:fs";

/**
 * @typedef {{ section: string; step: string | undefined; text: string; line: number }} GuideBlock
 */

/**
 * Every shell block (fenced as sh) of the guide: { section, text, line } with the list's indentation taken off.
 * @param {string} file
 * @returns {GuideBlock[]}
 */
export function guideBlocks(file) {
  const lines = readFileSync(file, "utf8").split("\n");
  /** @type {GuideBlock[]} */
  const blocks = [];
  let section = "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const heading = /^#{2,3} (.+)$/.exec(line);
    if (heading) section = heading[1] ?? "";
    const fence = /^(\s*)```sh\s*$/.exec(line);
    if (!fence) continue;
    const indent = fence[1]?.length ?? 0;
    const body = [];
    for (index++; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ""); index++) {
      body.push((lines[index] ?? "").slice(indent));
    }
    // A numbered step of "First install" names the block better than its section.
    const step = lines
      .slice(0, index)
      .reverse()
      .find((text) => /^\d+\. /.test(text));
    blocks.push({
      section,
      step: section === "First install" ? step?.split(/[:(]/)[0]?.trim() : undefined,
      text: `${body.join("\n")}\n`,
      line: index - body.length,
    });
  }
  return blocks;
}

/**
 * Replaces each `from` with its `to` in the blocks' text; each must be found at least once (a guide
 * that no longer says it is a guide this list no longer fits). Returns the blocks and the count of uses.
 * @template {{ text: string }} Block
 * @param {Block[]} blocks
 * @param {{ from: string; to: string }[]} substitutions
 */
export function substitute(blocks, substitutions) {
  const uses = new Map(substitutions.map(({ from }) => [from, 0]));
  const changed = blocks.map((block) => {
    let text = block.text;
    for (const { from, to } of substitutions) {
      const parts = text.split(from);
      uses.set(from, (uses.get(from) ?? 0) + parts.length - 1);
      text = parts.join(to);
    }
    return { ...block, text };
  });
  const unused = [...uses].filter(([, count]) => count === 0).map(([from]) => from);
  return { blocks: changed, unused };
}

/**
 * A crontab line (five time fields, then the command), or null when the block is shell.
 * @param {string} text
 */
export function cronLine(text) {
  const line = text.trim();
  const match = /^((?:\S+\s+){5})(.+)$/.exec(line);
  if (!match || line.includes("\n") || !/^[\d*/,-]+$/.test((match[1] ?? "").trim().split(/\s+/)[0] ?? "")) return null;
  return match[2] ?? null;
}

/**
 * The command as cron runs it (crontab(5)): `\%` is a percent sign; the first unescaped `%` ends
 * the command and the rest is its standard input.
 * @param {string} command
 */
export function cronCommand(command) {
  let out = "";
  for (let index = 0; index < command.length; index++) {
    const char = command[index];
    if (char === "\\" && command[index + 1] === "%") {
      out += "%";
      index++;
    } else if (char === "%") return { command: out, input: command.slice(index + 1).replaceAll("%", "\n") };
    else out += char;
  }
  return { command: out, input: "" };
}

/** The environment cron gives a job of root's crontab (Debian's cron). */
export const cronEnvironment = { HOME: "/root", LOGNAME: "root", PATH: "/usr/bin:/bin", SHELL: "/bin/sh" };
