import { blockSchema } from "@brightwater/content";
import { describe, expect, it } from "vitest";
import { blockComponents } from "./registry";

describe("block registry", () => {
  it("has a component for every block type in the catalogue schema, and no other", () => {
    const schemaTypes = blockSchema.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(blockComponents).sort()).toEqual(schemaTypes);
  });
});
