import { describe, expect, it } from "vitest";
import { submissionUpdateSchema } from "./lead-detail";

describe("admin bodies", () => {
  it("accept only the three statuses", () => {
    expect(submissionUpdateSchema.safeParse({ status: "contacted" }).success).toBe(true);
    expect(submissionUpdateSchema.safeParse({ status: "deleted" }).success).toBe(false);
  });
});
