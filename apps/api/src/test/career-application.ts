import { readFileSync } from "node:fs";

/** A complete job application's text fields, as the careers form sends them. */
export const applicantFields = {
  firstName: "Sam",
  lastName: "Rivera",
  phone: "336-555-0177",
  email: "sam@example.com",
  address: "12 Oak St",
  city: "Kernersville",
  state: "NC",
  zipCode: "27284",
};

/** A small, real PDF résumé. */
export const resumePdf = readFileSync(new URL("./fixtures/resume.pdf", import.meta.url));
