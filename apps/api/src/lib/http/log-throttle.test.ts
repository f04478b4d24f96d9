import { describe, expect, it } from "vitest";
import { LogThrottle } from "./log-throttle";

describe("LogThrottle", () => {
  it("lets one line a second through per reason and counts the ones it left out", () => {
    let now = 10_000;
    const throttle = new LogThrottle(1000, () => now);
    expect(throttle.take("storage_full")).toBe(0);
    expect(throttle.take("storage_full")).toBeNull();
    expect(throttle.take("rate_limited")).toBe(0);
    now += 999;
    expect(throttle.take("storage_full")).toBeNull();
    now += 1;
    expect(throttle.take("storage_full")).toBe(2);
    expect(throttle.take("storage_full")).toBeNull();
    // Each reason keeps its own second.
    expect(throttle.take("rate_limited")).toBe(0);
  });
});
