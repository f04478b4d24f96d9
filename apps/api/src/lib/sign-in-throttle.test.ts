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
});
