import { describe, expect, it } from "vitest";
import { libraryMetadata, northAmericanMetadata } from "../scripts/phone-metadata.mjs";
import { isUsPhoneNumber } from "./phone";
import { northAmerica as committed } from "./phone-metadata";

describe("isUsPhoneNumber", () => {
  it.each([
    "(336) 555-0100",
    "336-555-0199",
    "336.555.0102",
    "3365550199",
    "1 336 555 0142",
    "+1 336-555-0100",
    "+13365550100",
    " (919) 555-0123 ",
    "(984) 555-0123",
  ])("accepts %s", (value) => {
    expect(isUsPhoneNumber(value)).toBe(true);
  });

  it.each([
    ["555-01", "too few digits"],
    ["1", "one digit"],
    ["336-555-010", "nine digits"],
    ["336-555-01000", "eleven digits without the leading 1"],
    ["2 336 555 0100", "eleven digits led by another country's code"],
    ["+336 555 0100 1", "a plus without the 1"],
    ["(123) 456-7890", "no area code starts with 1"],
    ["(555) 555-0100", "555 is no area code"],
    ["(237) 555-0100", "an area code not in use"],
    ["(911) 555-0100", "a service code, not an area code"],
    ["(336) 123-4567", "no exchange starts with 1"],
    ["336-555-0100 or 336-555-0101", "two numbers"],
    ["336-CALL-NOW", "letters"],
    ["", "nothing"],
  ])("refuses %s (%s)", (value) => {
    expect(isUsPhoneNumber(value)).toBe(false);
  });
});

describe("the phone metadata", () => {
  it("is the library's own for calling code 1 (after an upgrade: cd packages/contracts && npm run phone-metadata)", () => {
    expect(committed).toEqual(northAmericanMetadata(libraryMetadata()));
  });
});
