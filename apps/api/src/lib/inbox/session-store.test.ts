import { describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { SessionStore } from "./session-store";

const hour = 60 * 60 * 1000;

function storeAt(start: number) {
  const clock = { time: start };
  const db = openDatabase(":memory:");
  return { clock, db, store: new SessionStore(db, { idleMs: 12 * hour, now: () => clock.time }) };
}

describe("SessionStore", () => {
  it("keeps a session alive while it is used, each use moving the deadline", () => {
    const { clock, store } = storeAt(0);
    const token = store.create();
    clock.time = 11 * hour;
    expect(store.touch(token)?.getTime()).toBe(23 * hour);
    clock.time = 22 * hour;
    expect(store.touch(token)).not.toBeNull();
  });

  it("ends a session after 12 hours without use", () => {
    const { clock, store } = storeAt(0);
    const token = store.create();
    clock.time = 12 * hour;
    expect(store.touch(token)).toBeNull();
    clock.time = 12 * hour + 1;
    expect(store.touch(token)).toBeNull();
  });

  it("forgets a revoked session and knows no made-up token", () => {
    const { store } = storeAt(0);
    const token = store.create();
    store.revoke(token);
    expect(store.touch(token)).toBeNull();
    expect(store.touch("made-up")).toBeNull();
  });

  it("drops lapsed sessions when new ones start", () => {
    const { clock, store } = storeAt(0);
    store.create();
    store.create();
    clock.time = 13 * hour;
    store.create();
    expect(store.size).toBe(1);
  });

  it("writes a session's last use at most once a minute, and its deadline follows what is written", () => {
    const { clock, store, db } = storeAt(0);
    const token = store.create();
    const lastSeen = () => db.$client.prepare("SELECT last_seen_ms FROM inbox_sessions").pluck().get();
    clock.time = 30 * 1000;
    expect(store.touch(token)?.getTime()).toBe(12 * hour);
    expect(lastSeen()).toBe(0);
    clock.time = 60 * 1000;
    expect(store.touch(token)?.getTime()).toBe(12 * hour + 60 * 1000);
    expect(lastSeen()).toBe(60 * 1000);
  });

  it("still answers when the last use cannot be written, and says so once", () => {
    const failures: unknown[] = [];
    const db = openDatabase(":memory:");
    const clock = { time: 0 };
    const store = new SessionStore(db, {
      idleMs: 12 * hour,
      now: () => clock.time,
      onWriteFailure: (error) => failures.push(error),
    });
    const token = store.create();
    db.$client.pragma("query_only = ON");
    clock.time = 2 * 60 * 1000;
    expect(store.touch(token)?.getTime()).toBe(12 * hour);
    expect(failures).toHaveLength(1);
    db.$client.pragma("query_only = OFF");
  });
});
