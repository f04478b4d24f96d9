import { describe, expect, it } from "vitest";
import { pickEncoding } from "./encoding";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
  });
  it("honours q=0 and missing headers", () => {
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
  });
});
