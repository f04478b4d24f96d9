import { describe, expect, it } from "vitest";
import { cleanText } from "./limits";

describe("cleanText", () => {
  it("removes the bidirectional controls that make a subject read backwards", () => {
    expect(cleanText("Bob\u202eLIAM-E\u202c")).toBe("BobLIAM-E");
    expect(cleanText("a\u2066b\u2067c\u2068d\u2069e\u200ef\u200fg\u061ch")).toBe("abcdefgh");
  });

  it("removes C1 controls, next line (U+0085) among them", () => {
    expect(cleanText("one\u0085two\u009bthree\u0080")).toBe("onetwothree");
  });

  it("reads the Unicode line and paragraph separators as line breaks", () => {
    expect(cleanText("Subject\u2028Bcc: x")).toBe("Subject Bcc: x");
    expect(cleanText("one\u2029two", true)).toBe("one\ntwo");
  });

  it("keeps letters of every script, accents and emoji", () => {
    expect(cleanText("José Ñúñez 李 😀")).toBe("José Ñúñez 李 😀");
  });
});
