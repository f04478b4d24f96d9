import { describe, expect, it } from "vitest";
import { isThankYouPath, thankYouPaths } from "./thank-you";

describe("isThankYouPath", () => {
  it("is true of each form's thank-you page and of no other path", () => {
    for (const path of Object.values(thankYouPaths)) expect(isThankYouPath(path), path).toBe(true);
    for (const path of ["/", "/thank-you/", "/thank-you/other", "/about-us"])
      expect(isThankYouPath(path), path).toBe(false);
  });
});
