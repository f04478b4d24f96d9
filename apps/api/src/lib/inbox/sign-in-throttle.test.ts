import { describe, expect, it } from "vitest";
import { SignInThrottle } from "./sign-in-throttle";

describe("SignInThrottle", () => {
  it("closes after the allowed failures in a window and opens when the oldest leaves it", () => {
    let now = 1_000_000;
    const throttle = new SignInThrottle(3, 60_000, () => now);
    throttle.failed();
    now += 10_000;
    throttle.failed();
    expect(throttle.waitMs()).toBe(0);
    throttle.failed();
    expect(throttle.waitMs()).toBe(50_000);
    now += 50_000;
    expect(throttle.waitMs()).toBe(0);
  });

  it("keeps only as many failures as it allows, however many arrive", () => {
    let now = 0;
    const throttle = new SignInThrottle(2, 1000, () => now);
    for (let index = 0; index < 10_000; index++) {
      now++;
      throttle.failed();
    }
    expect(throttle.waitMs()).toBe(999);
  });

  it("counts a try when it is taken, so tries taken together stop at the cap", () => {
    const now = 5_000;
    const throttle = new SignInThrottle(3, 60_000, () => now);
    const tries = Array.from({ length: 10 }, () => throttle.take());
    expect(tries.filter((attempt) => attempt.waitMs === 0)).toHaveLength(3);
    expect(tries.slice(3).every((attempt) => attempt.waitMs === 60_000)).toBe(true);
  });

  it("uncounts a try whose password was right, and only that one", () => {
    const now = 5_000;
    const throttle = new SignInThrottle(2, 60_000, () => now);
    const right = throttle.take();
    const wrong = throttle.take();
    expect(throttle.waitMs()).toBe(60_000);
    right.release();
    right.release();
    expect(throttle.waitMs()).toBe(0);
    expect(throttle.take().waitMs).toBe(0);
    expect(throttle.take().waitMs).toBe(60_000);
    expect(wrong.waitMs).toBe(0);
  });
});
