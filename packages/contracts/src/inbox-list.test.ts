import { describe, expect, it } from "vitest";
import { submissionListQuerySchema } from "./inbox-list";

describe("submissionListQuerySchema", () => {
  it("treats cleared controls as no filter and starts at page 1", () => {
    expect(submissionListQuerySchema.parse({ kind: "", status: "", from: "", to: "", q: "", page: "" })).toEqual({
      page: 1,
    });
  });

  it("normalises instants so they compare with stored timestamps", () => {
    const parsed = submissionListQuerySchema.parse({ from: "2025-03-01T05:00:00Z", page: "3" });
    expect(parsed).toEqual({ from: "2025-03-01T05:00:00.000Z", page: 3 });
  });

  it("trims the search text", () => {
    expect(submissionListQuerySchema.parse({ q: "  ana  " }).q).toBe("ana");
  });

  it.each([
    ["kind", { kind: "newsletter" }],
    ["status", { status: "archived" }],
    ["from", { from: "yesterday" }],
    ["page", { page: "0" }],
    ["body", { sort: "name" }],
  ])("rejects a bad %s", (_name, query) => {
    expect(submissionListQuerySchema.safeParse(query).success).toBe(false);
  });
});
