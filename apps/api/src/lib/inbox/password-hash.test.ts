import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { PasswordHash } from "./password-hash";

describe("PasswordHash", () => {
  it("matches the password it was made from, and nothing else", async () => {
    const hash = PasswordHash.of("correct horse");
    expect(await hash.matches("correct horse")).toBe(true);
    expect(await hash.matches("correct horse ")).toBe(false);
    expect(await hash.matches("")).toBe(false);
  });

  it("never shows the password when printed or serialised", () => {
    const hash = PasswordHash.of("correct horse");
    expect(JSON.stringify({ hash })).toBe('{"hash":"[scrypt hash]"}');
    expect(inspect(hash)).not.toContain("correct horse");
  });
});
