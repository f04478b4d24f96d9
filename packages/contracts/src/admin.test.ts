import { describe, expect, it } from "vitest";
import { adminSignInSchema, submissionListQuerySchema, submissionParamsSchema, submissionUpdateSchema } from "./admin";

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

describe("admin bodies", () => {
  it("require a password to sign in", () => {
    expect(adminSignInSchema.safeParse({ password: "" }).success).toBe(false);
    expect(adminSignInSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
  });

  it("accept only the three statuses", () => {
    expect(submissionUpdateSchema.safeParse({ status: "contacted" }).success).toBe(true);
    expect(submissionUpdateSchema.safeParse({ status: "deleted" }).success).toBe(false);
  });
});

describe("submissionParamsSchema", () => {
  it("reads a lead id as a number", () => {
    expect(submissionParamsSchema.parse({ id: "42" })).toEqual({ id: 42 });
  });

  it.each(["0", "-1", "abc", "1e3", " 7", "07", "12345678901234567"])("names no lead with %j", (id) => {
    expect(submissionParamsSchema.safeParse({ id }).success).toBe(false);
  });
});
