import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { tempDir, testApp, testConfig } from "../test/helpers";
import { backup } from "./backup";
import { restore } from "./restore";

const storedName = "0b0e5c1e-1f1e-4c1a-9a56-6c0d2b7d9e11.pdf";

/** A stopped server's files: a database of its own schema with one lead, and a résumé folder. */
async function storedFiles() {
  const config = testConfig({ RESUME_DIR: join(tempDir(), "resumes") });
  const app = await testApp(config);
  const lead = { firstName: "Ana", phone: "336-555-0100", subject: "Leak", message: "Under the sink" };
  expect((await app.inject({ method: "POST", url: "/api/contacts", payload: lead })).statusCode).toBe(201);
  await app.close();
  mkdirSync(config.resumeDir, { recursive: true });
  return { databasePath: config.databasePath, resumeDir: config.resumeDir };
}

describe("backup and restore of the stored files", () => {
  it("carry the stored résumés only, never a half-written upload or a stranger's file", async () => {
    const places = await storedFiles();
    writeFileSync(join(places.resumeDir, storedName), "%PDF-1.4 résumé");
    writeFileSync(join(places.resumeDir, `${storedName.slice(0, 36)}.part`), "half");
    writeFileSync(join(places.resumeDir, "notes.txt"), "not a résumé");
    const target = join(tempDir(), "backup");
    const manifest = backup(places, target, null);
    expect(manifest.database).toMatchObject({ leads: 1, lastLeadId: 1 });
    expect(readdirSync(join(target, "resumes"))).toEqual([storedName]);
    expect(JSON.parse(readFileSync(join(target, "manifest.json"), "utf8")).resumes.files).toBe(1);

    const elsewhere = { databasePath: join(tempDir(), "data", "site.db"), resumeDir: join(tempDir(), "resumes") };
    expect(restore(elsewhere, target)).toEqual({ leads: 1, resumes: 1 });
    expect(readdirSync(elsewhere.resumeDir)).toEqual([storedName]);
  });

  it("refuses a backup that fails its integrity check and changes nothing", async () => {
    const places = await storedFiles();
    const target = join(tempDir(), "backup");
    backup(places, target, null);
    const copy = join(target, "site.db");
    const bytes = readFileSync(copy);
    bytes.fill(0xff, 4096, bytes.length); // every page after the first overwritten
    writeFileSync(copy, bytes);
    expect(() => restore(places, target)).toThrow(/the backup failed its integrity check|malformed|not a database/);
    const db = new Database(places.databasePath, { readonly: true });
    expect(db.prepare("SELECT count(*) AS n FROM submissions").get()).toEqual({ n: 1 });
    db.close();
    expect(readdirSync(join(places.databasePath, "..")).some((name) => name.includes("before-restore"))).toBe(false);
  });

  it("names the setting and the settings file when there is no database", () => {
    const places = { databasePath: join(tempDir(), "absent.db"), resumeDir: tempDir() };
    const target = join(tempDir(), "b");
    expect(() => backup(places, target, "/etc/brightwater/site.env")).toThrow(
      `no database at ${places.databasePath} (DATABASE_PATH; settings from /etc/brightwater/site.env)`,
    );
    expect(existsSync(target)).toBe(false);
  });
});
