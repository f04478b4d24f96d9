import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { SessionStore } from "./session-store";

const hour = 60 * 60 * 1000;

function storeAt(start: number) {
  const clock = { time: start };
  return { clock, store: new SessionStore(openDatabase(":memory:"), 12 * hour, () => clock.time) };
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
});
