import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";

describe("parseConfig", () => {
  it("has a default for everything", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databasePath).toMatch(/data\/site\.db$/);
    expect(config.RECAPTCHA_SECRET).toBeUndefined();
  });

  it("stops on a bad value with the variable's name", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ SITE_ORIGIN: "not a url" })).toThrow(/SITE_ORIGIN/);
  });

  it("logs every request unless LOG_REQUESTS is false", () => {
    expect(parseConfig({}).LOG_REQUESTS).toBe(true);
    expect(parseConfig({ LOG_REQUESTS: "false" }).LOG_REQUESTS).toBe(false);
    expect(() => parseConfig({ LOG_REQUESTS: "sometimes" })).toThrow(/LOG_REQUESTS/);
  });

  it("treats an empty optional value as unset", () => {
    expect(parseConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });
});
