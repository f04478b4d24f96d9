import { describe, expect, it } from "vitest";
import { formatAge } from "./labels";

describe("how long ago a lead arrived", () => {
  const now = new Date("2026-11-26T12:00:00.000Z");
  it("reads as people say it", () => {
    expect(formatAge("2026-11-26T11:59:40.000Z", now)).toBe("just now");
    expect(formatAge("2026-11-26T11:48:00.000Z", now)).toBe("12 min ago");
    expect(formatAge("2026-11-26T08:55:00.000Z", now)).toBe("3 h ago");
    expect(formatAge("2026-11-24T09:00:00.000Z", now)).toBe("2 d ago");
  });

  it("says nothing for a time it cannot read", () => {
    expect(formatAge("yesterday", now)).toBe("");
  });
});
