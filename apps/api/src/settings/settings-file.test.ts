import { spawnSync } from "node:child_process";
import { chmodSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../test/helpers";
import { knownSettings } from "./settings";
import { loadSettingsFile } from "./settings-file.mjs";

function settingsFile(lines: string[]): string {
  const file = join(tempDir(), "site.env");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const read = (file: string, env: NodeJS.ProcessEnv = {}) =>
  loadSettingsFile({ ENV_FILE: file, ...env }, { candidates: [], known: knownSettings });

describe("the settings file", () => {
  it("keeps a # and quotes inside a quoted value exactly as written", () => {
    const env: NodeJS.ProcessEnv = { ENV_FILE: settingsFile(["ADMIN_PASSWORD='office#inbox-long-password'"]) };
    loadSettingsFile(env, { candidates: [] });
    expect(env.ADMIN_PASSWORD).toBe("office#inbox-long-password");
    const quoted: NodeJS.ProcessEnv = { ENV_FILE: settingsFile([`LEAD_EMAIL_FROM="Ana's shop <a@example.com>"`]) };
    loadSettingsFile(quoted, { candidates: [] });
    expect(quoted.LEAD_EMAIL_FROM).toBe("Ana's shop <a@example.com>");
  });

  it("refuses a # outside quotes, naming the file, the line and the setting, instead of cutting the value", () => {
    const file = settingsFile(["SITE_ORIGIN=https://www.example.com", "ADMIN_PASSWORD=office#inbox-long-password"]);
    expect(() => read(file)).toThrow(`${file} line 2: ADMIN_PASSWORD: "#" outside quotes`);
  });

  it("refuses a quote that is not closed at the end of the line", () => {
    const file = settingsFile(["", 'LEAD_EMAIL_FROM="Brightwater <w@example.com>']);
    expect(() => read(file)).toThrow(`${file} line 2: LEAD_EMAIL_FROM: the " that opens the value must close it`);
  });

  it("warns of a name the server does not read, with the nearest one it does", () => {
    const file = settingsFile(["ADMIN_PASSWROD=office-inbox-long-password", "FAVOURITE_COLOUR=blue"]);
    expect(read(file)?.warnings).toEqual([
      `${file} line 1: ADMIN_PASSWROD is not a setting this server reads; did you mean ADMIN_PASSWORD?`,
      `${file} line 2: FAVOURITE_COLOUR is not a setting this server reads (.env.example lists them)`,
    ]);
  });

  it("counts what came from the file, also when it was read before into the same environment", () => {
    const file = settingsFile(["PORT=4000", "HOST=127.0.0.1", "LOG_LEVEL=warn"]);
    const env: NodeJS.ProcessEnv = { ENV_FILE: file, LOG_LEVEL: "info" };
    const first = loadSettingsFile(env, { candidates: [] });
    const second = loadSettingsFile(env, { candidates: [] });
    for (const result of [first, second]) expect(result).toMatchObject({ fromFile: 2, fromEnvironment: ["LOG_LEVEL"] });
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("says a file it may not read is unreadable, not missing", () => {
    const file = settingsFile(["PORT=4000"]);
    chmodSync(file, 0o600);
    // As the service's user would: root reads every file, so the check runs as nobody when we are root.
    const script = `import { loadSettingsFile } from ${JSON.stringify(new URL("./settings-file.mjs", import.meta.url).pathname)};
try { loadSettingsFile({ ENV_FILE: ${JSON.stringify(file)} }); } catch (error) { console.log(error.message); }`;
    chmodSync(join(file, ".."), 0o755);
    if (process.getuid?.() !== 0) chmodSync(file, 0o000);
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      ...asNobody,
    });
    expect(result.stdout).toContain(`settings file ${file} is not readable by user`);
    expect(result.stdout).toContain("(EACCES)");
    expect(result.stdout).not.toContain("ENOENT");
  });

  it("finds the first of its default files when ENV_FILE names none", () => {
    const file = settingsFile(["PORT=4100"]);
    const env: NodeJS.ProcessEnv = {};
    expect(loadSettingsFile(env, { candidates: [join(tempDir(), "absent.env"), file] })?.file).toBe(file);
    expect(env.PORT).toBe("4100");
  });
});
