import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { cronCommand, cronLine, guideBlocks, substitute } from "./guide-blocks.mjs";

const guide = [
  "# A guide",
  "## First install",
  "1. Tools:",
  "",
  "   ```sh",
  "   apt-get install -y caddy",
  "   ```",
  "",
  "## Backups",
  "```sh",
  "0 * * * * cd /srv && npm run backup /mnt/$(date -u +\\%F-\\%H)",
  "```",
  "```js",
  "not(shell)",
  "```",
].join("\n");

describe("the guide's shell blocks", () => {
  it("reads every sh block in order, with its section and the list's indentation taken off", () => {
    const dir = mkdtempSync(join(tmpdir(), "guide-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "guide.md");
    writeFileSync(file, guide);
    const blocks = guideBlocks(file);
    expect(blocks.map(({ section, step, text }) => ({ section, step, text }))).toEqual([
      { section: "First install", step: "1. Tools", text: "apt-get install -y caddy\n" },
      { section: "Backups", step: undefined, text: "0 * * * * cd /srv && npm run backup /mnt/$(date -u +\\%F-\\%H)\n" },
    ]);
  });

  it("says which operator's value the guide no longer contains", () => {
    const blocks = [{ text: "git clone https://git.example.com/site.git" }];
    const { blocks: changed, unused } = substitute(blocks, [
      { from: "https://git.example.com/site.git", to: "/var/tmp/site.git" },
      { from: "<a password>", to: "secret" },
    ]);
    expect(changed[0]?.text).toBe("git clone /var/tmp/site.git");
    expect(unused).toEqual(["<a password>"]);
  });

  it("runs a crontab line's command as cron does: \\% is a percent sign, a bare % starts its input", () => {
    const command = cronLine("0 * * * * cd /srv && npm run backup /mnt/$(date -u +\\%F-\\%H)\n");
    expect(cronCommand(command ?? "")).toEqual({
      command: "cd /srv && npm run backup /mnt/$(date -u +%F-%H)",
      input: "",
    });
    expect(cronCommand("mail root%hello%world")).toEqual({ command: "mail root", input: "hello\nworld" });
    expect(cronLine("systemctl restart brightwater\n")).toBeNull();
  });
});
