import { describe, expect, it } from "vitest";
import { contactRequestSchema, fieldsTheContractRequires } from "./contact";
import { fieldErrors } from "./error";
import { emailPattern, fieldLimits, mailboxKey } from "./limits";
import { phoneInvalidMessage } from "./phone";
import { optionalText } from "./text";

const valid = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "ana@example.com",
  phone: "336-555-0100",
  subject: "Water heater",
  message: "No hot water since this morning.",
};

describe("contactRequestSchema", () => {
  it("accepts a complete request and fills optional fields", () => {
    const parsed = contactRequestSchema.parse({ ...valid, lastName: undefined, email: undefined });
    expect(parsed.lastName).toBe("");
    expect(parsed.email).toBe("");
    expect(parsed.recaptchaToken).toBe("");
  });

  it("trims values and strips control characters", () => {
    const parsed = contactRequestSchema.parse({ ...valid, firstName: "  An\u0000a\u0007 " });
    expect(parsed.firstName).toBe("Ana");
  });

  it.each(["firstName", "phone", "subject", "message"] as const)("names %s when it is missing", (field) => {
    const { [field]: _removed, ...rest } = valid;
    const result = contactRequestSchema.safeParse(rest);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual([field]);
  });

  it("treats a blank required field as missing", () => {
    const result = contactRequestSchema.safeParse({ ...valid, phone: "   " });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ phone: "Phone number is required" });
  });

  it.each(["555-01", "(555) 555-0100"])("refuses the phone number %s, naming phone", (phone) => {
    const result = contactRequestSchema.safeParse({ ...valid, phone });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ phone: phoneInvalidMessage });
  });

  it("rejects an invalid e-mail and unknown keys", () => {
    const result = contactRequestSchema.safeParse({ ...valid, email: "nope", admin: true });
    expect(result.success).toBe(false);
    if (!result.success) {
      const fields = fieldErrors(result.error);
      expect(fields.email).toBe("Please enter a valid email address");
      expect(Object.keys(fields)).toContain("body");
    }
  });

  it("bounds the message length", () => {
    const result = contactRequestSchema.safeParse({ ...valid, message: "x".repeat(5001) });
    expect(result.success).toBe(false);
  });
});

describe("single-line fields", () => {
  it("cannot carry a line break into a mail header", () => {
    const parsed = contactRequestSchema.parse({ ...valid, subject: "Leak\r\nBcc: victim@example.com" });
    expect(parsed.subject).toBe("Leak Bcc: victim@example.com");
  });

  it("keep line breaks in the message", () => {
    expect(contactRequestSchema.parse({ ...valid, message: "one\r\ntwo" }).message).toBe("one\ntwo");
  });
});

describe("an e-mail address", () => {
  it("is one plain mailbox: no display name, list, quotes, comments or spaces", () => {
    for (const email of ["ana@example.com", "o'brien@example.com", "ana.lopez+x@mail.example.co", "a%b@example.com"])
      expect(emailPattern.test(email), email).toBe(true);
    for (const email of [
      "a<target@example.com>",
      "x,target@example.com",
      "x;target@example.com",
      '"x"@example.com',
      "(c)target@example.com",
      "Ana <ana@example.com>",
      "ana @example.com",
      "ana@example",
      "ana..b@example.com",
      "ana@-example.com",
    ])
      expect(emailPattern.test(email), email).toBe(false);
  });

  it("is counted per mailbox: case and a +tag make no second one", () => {
    expect(mailboxKey("Ana+Promo@Example.com")).toBe("ana@example.com");
    expect(mailboxKey("+x@example.com")).toBe("+x@example.com");
    expect(mailboxKey("x,ana@example.com")).toBeNull();
  });
});

describe("the fields the contract requires", () => {
  it("are read from the schema, so a field made optional there is no longer among them", () => {
    expect(fieldsTheContractRequires()).toEqual(["firstName", "phone", "subject", "message"]);
    const loosened = contactRequestSchema.extend({ phone: optionalText(fieldLimits.phone) });
    expect(fieldsTheContractRequires(loosened)).toEqual(["firstName", "subject", "message"]);
  });
});
