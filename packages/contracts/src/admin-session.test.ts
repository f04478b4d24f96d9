import { describe, expect, it } from "vitest";
import { adminSignInSchema } from "./admin-session";

describe("admin bodies", () => {
  it("require a password to sign in", () => {
    expect(adminSignInSchema.safeParse({ password: "" }).success).toBe(false);
    expect(adminSignInSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
  });
});
