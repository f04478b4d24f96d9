import { fieldsTheContractRequires } from "@brightwater/contracts";
import { describe, expect, it } from "vitest";
import { contractIssues, type FieldAsked } from "./form-contract";

// A form of its own, and contracts of its own: what a field list and a contract that disagree get.
const form: FieldAsked[] = [
  { name: "firstName", control: "text", required: "First name is required" },
  { name: "email", control: "email", required: "Please enter your e-mail", requiredByForm: true },
  { name: "phone", control: "tel", required: "Phone number is required" },
  { name: "subject", control: "hidden" },
];

describe("a form variant against the contract", () => {
  it("agrees when the form requires what the contract requires, and marks what it asks beyond it", () => {
    expect(contractIssues(form, ["firstName", "phone", "subject"])).toEqual([]);
  });

  it("names the field a loosened contract no longer requires but the form still demands", () => {
    expect(contractIssues(form, ["firstName", "subject"])).toEqual([
      {
        path: [2, "required"],
        message:
          'the server takes a request without phone: remove "required", or add "requiredByForm": true to ask for it anyway',
      },
    ]);
  });

  it("names the field a tightened contract requires that the form leaves optional or does not show", () => {
    const optionalPhone = form.map(({ required, ...field }) =>
      field.name === "phone" ? field : { ...field, required },
    );
    expect(contractIssues(optionalPhone, ["firstName", "phone", "subject", "message"])).toEqual([
      { path: [], message: "the server requires message: add the field to this form" },
      { path: [2, "required"], message: "the server requires phone: give the message shown when it is left empty" },
    ]);
  });

  it("names a requiredByForm the contract has made needless", () => {
    expect(contractIssues(form, ["firstName", "email", "phone", "subject"])).toEqual([
      { path: [1, "requiredByForm"], message: "the server requires email already: remove this" },
    ]);
  });

  it("reads the shipped contract: first name, phone, subject and message, not last name or e-mail", () => {
    expect(fieldsTheContractRequires().sort()).toEqual(["firstName", "message", "phone", "subject"]);
  });
});
