import { describe, expect } from "vitest";
import { eachShipped, expectSection, linksIn } from "../../test/shipped-catalogue";
import { LocalContacts } from "./local-contacts";

describe("local contacts", () => {
  eachShipped("localContacts", LocalContacts, "each office and its number", ({ container, view }, block) => {
    expectSection(container, block);
    const names = view.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(block.contacts.map((contact) => contact.name));
    const calls = block.contacts.flatMap(({ phone }) =>
      phone ? [{ name: phone, href: `tel:+1${phone.replace(/\D/g, "")}` }] : [],
    );
    expect(linksIn(container)).toEqual(calls);
  });
});
