import { describe, expect, it } from "vitest";
import { submissionParamsSchema } from "./lead";

describe("submissionParamsSchema", () => {
  it("reads a lead id as a number", () => {
    expect(submissionParamsSchema.parse({ id: "42" })).toEqual({ id: 42 });
  });

  it.each(["0", "-1", "abc", "1e3", " 7", "07", "12345678901234567"])("names no lead with %j", (id) => {
    expect(submissionParamsSchema.safeParse({ id }).success).toBe(false);
  });
});
