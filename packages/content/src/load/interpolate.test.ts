import { describe, expect, it } from "vitest";
import type { Problem } from "../schema/catalogue-error";
import { interpolate } from "./interpolate";

describe("interpolate", () => {
  it("leaves out each Markdown line that names a missing fact, and keeps the rest as written", () => {
    const problems: Problem[] = [];
    const markdown =
      "## Heading\nIntro {name}.\n\n{withAnalytics}Analytics line.\n\n- {withCaptcha}Captcha item\n- Plain item\n\nEnd.";
    const text = interpolate(
      markdown,
      { name: "Fixture", withAnalytics: null, withCaptcha: "" },
      "fixture.json",
      problems,
    );
    expect(text).toBe("## Heading\nIntro Fixture.\n\n- Captcha item\n- Plain item\n\nEnd.");
    expect(problems).toEqual([]);
  });

  it("keeps a text whose lines all stay byte for byte, and drops a list item whose only line goes", () => {
    const problems: Problem[] = [];
    expect(interpolate("  one\n\n\n\ntwo  ", {}, "fixture.json", problems)).toBe("  one\n\n\n\ntwo  ");
    expect(interpolate(["{gone}\n{gone}", "kept"], { gone: null }, "fixture.json", problems)).toEqual(["kept"]);
    expect(problems).toEqual([]);
  });

  it("calls a missing fact outside any list a problem", () => {
    const problems: Problem[] = [];
    expect(interpolate({ title: "{gone}" }, { gone: null }, "fixture.json", problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});
