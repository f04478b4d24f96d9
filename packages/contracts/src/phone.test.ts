import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";
import { describe, expect, it } from "vitest";
import { libraryMetadata, northAmericanMetadata, northAmericanPlans } from "../scripts/phone-metadata.mjs";
import { isUsPhoneNumber } from "./phone";
import { northAmericanPlans as committed } from "./phone-plans";

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

describe("the numbering plans", () => {
  it("are the library's own for calling code 1 (after an upgrade: cd packages/contracts && npm run phone-metadata)", () => {
    expect(committed).toEqual(northAmericanPlans(libraryMetadata()));
  });

  it("give the library's isValid() answer for every area code, and for 20,000 numbers drawn at random", () => {
    const metadata = northAmericanMetadata(libraryMetadata()) as unknown as MetadataJson;
    const library = (national: string) => parsePhoneNumberFromString(`+1${national}`, metadata)?.isValid() === true;
    // A seeded generator, so that a disagreement found is found again.
    let seed = 20_261_202;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const numbers = Array.from({ length: 20_000 }, () => String(2_000_000_000 + Math.floor(random() * 8_000_000_000)));
    for (let area = 200; area < 1000; area += 1) numbers.push(`${area}5550100`, `${area}2345678`, `${area}9876543`);
    const disagreements = numbers.filter((national) => isUsPhoneNumber(national) !== library(national));
    expect(disagreements).toEqual([]);
    // Both answers occur: a rule that said yes (or no) to everything could not pass.
    expect(numbers.filter(library).length).toBeGreaterThan(2_000);
    expect(numbers.filter((national) => !library(national)).length).toBeGreaterThan(2_000);
  });
});
