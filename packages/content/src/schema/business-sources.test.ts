import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { businessSchema } from "./business";

// The facts under every hero (license, years, insurance, family ownership) each carry where they
// were read, as every claim does.
const shipped = JSON.parse(readFileSync(new URL("../../catalogue/business.json", import.meta.url), "utf8"));
const withSources = { ...shipped, sources: { license: "a", foundedYear: "b", insured: "c", familyOwned: "d" } };

describe("business.json's facts under every hero", () => {
  it("are accepted with a source each", () => {
    expect(businessSchema.safeParse(withSources).success).toBe(true);
  });

  it.each(["license", "foundedYear", "insured", "familyOwned"])("are refused without %s's source", (fact) => {
    const { [fact]: _left, ...rest } = withSources.sources;
    const result = businessSchema.safeParse({ ...withSources, sources: rest });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([`sources.${fact}`]);
  });
});
