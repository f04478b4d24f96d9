import { describe, expect, it } from "vitest";
import { mailtoLink, phoneLink, smsLink } from "./contact-links";

describe("links to call, text and e-mail a customer", () => {
  it("shows a North American number as (336) 555-0199 and calls it with its country code", () => {
    for (const raw of ["3365550199", "336-555-0199", "(336) 555-0199", "+1 336 555 0199", "1-336-555-0199"]) {
      expect(phoneLink(raw), raw).toEqual({ tel: "tel:+13365550199", text: "(336) 555-0199", number: "+13365550199" });
    }
  });

  it("keeps another country's number as typed, calling its digits", () => {
    expect(phoneLink("+44 20 7946 0958")).toEqual({
      tel: "tel:+442079460958",
      text: "+44 20 7946 0958",
      number: "+442079460958",
    });
  });

  it("makes no link from text that holds no number, or a scheme of its own", () => {
    expect(phoneLink("")).toBeNull();
    expect(phoneLink("call me")).toBeNull();
    expect(phoneLink("javascript:alert(1)")).toBeNull();
    expect(phoneLink("javascript:alert(3365550199)")?.tel).toBe("tel:+13365550199");
  });

  it("fills a text message's body, encoded, so the link it carries arrives whole", () => {
    const phone = phoneLink("336-555-0199");
    if (!phone) throw new Error("no phone link");
    const href = smsLink(phone, "Hi Ana, review us: https://example.com/r?placeid=a&b=c");
    expect(href).toBe(
      "sms:+13365550199?&body=Hi%20Ana%2C%20review%20us%3A%20https%3A%2F%2Fexample.com%2Fr%3Fplaceid%3Da%26b%3Dc",
    );
  });

  it("e-mails only a checked address, with subject and body encoded", () => {
    expect(mailtoLink("ana@example.com")).toBe("mailto:ana@example.com");
    expect(mailtoLink("ana@example.com", { subject: "Thanks & more", body: "Line 1\nLine 2" })).toBe(
      "mailto:ana@example.com?subject=Thanks%20%26%20more&body=Line%201%0ALine%202",
    );
    expect(mailtoLink("ana@example.com?cc=evil@example.com")).toBeNull();
    expect(mailtoLink("not an address")).toBeNull();
    // A list, a display name, or an encoded "@" that a mail app would decode into a second address.
    expect(mailtoLink("attacker%40evil.example,victim@example.com")).toBeNull();
    expect(mailtoLink("a<victim@example.com>")).toBeNull();
    expect(mailtoLink("attacker%40evil.example@example.com")).toBe("mailto:attacker%2540evil.example@example.com");
  });
});
