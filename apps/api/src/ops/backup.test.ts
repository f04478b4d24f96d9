import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../test/career-application";
import { tempDir, testApp, testConfig } from "../test/helpers";

// backup.ts and restore.ts through their commands, `npm run backup` and `npm run restore` (the
// server's build of them, dist/ops.js), run as a person would against a live server: the backup in
// a process of its own, so that the server keeps taking leads while it runs.
const scripts = new URL("../../../../scripts/", import.meta.url).pathname;

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join(scripts, script), ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const contact = (index: number) => ({
  firstName: `Backup${index}`,
  phone: "336-555-0100",
  subject: "Backup under load",
  message: `Lead ${index}`,
});

describe("npm run backup and npm run restore", () => {
  it("back up the live database and résumés under load, and restore every lead acknowledged before the backup began", {
    timeout: 120_000,
  }, async () => {
    const config = testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" });
    const app = await testApp(config);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as { port: number };
    const env = { DATABASE_PATH: config.databasePath, RESUME_DIR: config.resumeDir };

    // Applications with résumés first, so the backup has files to carry.
    const resumeLeads: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...applicationParts, { name: "resume", value: resumePdf, filename: `cv${index}.pdf` }]),
      });
      expect(response.statusCode).toBe(201);
      resumeLeads.push(response.json().id);
    }

    // Ten clients posting leads over real HTTP for as long as the test lasts.
    const acknowledged: number[] = [];
    let posting = true;
    let sent = 0;
    const client = async () => {
      while (posting) {
        const response = await fetch(`http://127.0.0.1:${port}/api/contacts`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contact(sent++)),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
      }
    };
    const clients = Array.from({ length: 10 }, client);
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));

    const backupDir = join(tempDir(), "backup");
    const ackedBeforeBackup = [...acknowledged];
    const backup = await run("backup.mjs", [backupDir], env);
    const ackedDuringBackup = acknowledged.length - ackedBeforeBackup.length;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/backup: \d+ leads .* and 3 résumés/);

    // The server is still running: restoring over its database is refused and changes nothing.
    const refused = await run("restore.mjs", [backupDir], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Stop the server first/);

    posting = false;
    await Promise.all(clients);
    console.log(
      `backup under load: ${ackedBeforeBackup.length} leads acknowledged before it, ${ackedDuringBackup} during it`,
    );
    expect(ackedDuringBackup).toBeGreaterThan(0);

    // Restored somewhere new, as after losing the server's disk.
    const restoredDir = tempDir();
    const restoredEnv = {
      DATABASE_PATH: join(restoredDir, "data", "site.db"),
      RESUME_DIR: join(restoredDir, "resumes"),
    };
    const restore = await run("restore.mjs", [backupDir], restoredEnv);
    expect(restore.code, restore.output).toBe(0);

    const db = new Database(restoredEnv.DATABASE_PATH, { readonly: true });
    const ids = new Set((db.prepare("SELECT id FROM submissions").all() as { id: number }[]).map((row) => row.id));
    const resumeNames = (
      db.prepare("SELECT details FROM submissions WHERE kind = 'career'").all() as { details: string }[]
    ).map((row) => JSON.parse(row.details).resumeStoredName as string);
    db.close();
    const missing = [...ackedBeforeBackup, ...resumeLeads].filter((id) => !ids.has(id));
    console.log(`restored ${ids.size} leads; lost ${missing.length} of those acknowledged before the backup`);
    expect(missing).toEqual([]);
    expect(resumeNames).toHaveLength(3);
    for (const name of resumeNames) expect(existsSync(join(restoredEnv.RESUME_DIR, name))).toBe(true);
    expect(readdirSync(restoredEnv.RESUME_DIR)).toHaveLength(3);

    // And the restored files serve: the app starts on them with every lead there.
    const restoredApp = await testApp(
      testConfig({ ...restoredEnv, ADMIN_PASSWORD: "x", FORM_RATE_LIMIT_PER_MINUTE: "0" }),
    );
    expect((await restoredApp.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
