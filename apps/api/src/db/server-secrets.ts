import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { serverSecrets } from "./schema";

/** A random value made on first use and the same for every later start (and every process) on this database. */
export function stableSecret(db: Db, name: string): string {
  db.insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .run();
  const row = db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get();
  if (!row) throw new Error(`server secret ${name} was not stored`);
  return row.value;
}

/** Stores `value` under `name`; returns the value stored before, if any. */
export function replaceSecret(db: Db, name: string, value: string): string | undefined {
  const before = db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).get();
  db.insert(serverSecrets)
    .values({ name, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value } })
    .run();
  return before?.value;
}
