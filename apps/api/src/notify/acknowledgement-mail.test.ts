import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import addressesAtOneMailbox from "../test/fixtures/addresses-at-one-mailbox.json" with { type: "json" };
import { testApp, testConfig, until } from "../test/helpers";
import { mailText as bodyText, startSmtpServer } from "../test/smtp";

const lead = {
  firstName: "Ana",
  lastName: "Lopez",
  email: "Ana@Example.com",
  phone: "(336) 555-0100",
  subject: "Water heater",
  message: "No hot water since this morning.",
};

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

async function setup(overrides: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  closers.push(smtp.close);
  const config = testConfig({
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "office@example.com",
    NOTIFY_POLL_MS: "50",
    NOTIFY_RETRY_MIN_MS: "50",
    NOTIFY_RETRY_MAX_MS: "200",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
    ...overrides,
  });
  const app = await testApp(config);
  await app.ready();
  const db = new Database(config.databasePath, { readonly: true });
  closers.push(() => {
    db.close();
  });
  const jobs = () =>
    db.prepare("SELECT channel, state FROM outbox ORDER BY id").all() as { channel: string; state: string }[];
  const raw = (payload: Record<string, string>) => app.inject({ method: "POST", url: "/api/contacts", payload });
  const post = Object.assign(
    async (payload: Record<string, string>) => {
      const response = await raw(payload);
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: number }).id;
    },
    { raw },
  );
  // Everything queued has gone out (nothing pending is left).
  const settled = () => until(() => jobs().every((job) => job.state !== "pending"));
  const toVisitor = () => smtp.messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === "ana@example.com"));
  return { smtp, post, jobs, settled, toVisitor };
}

describe("the visitor's acknowledgement", { timeout: 60_000 }, () => {
  it("tells the visitor what happens next, the office hours, the emergency number and the reference", async () => {
    const { smtp, post, settled, toVisitor } = await setup();
    const id = await post(lead);
    await settled();
    expect(smtp.messages).toHaveLength(2);
    const [mail] = toVisitor();
    if (!mail) throw new Error("no acknowledgement");
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(["ana@example.com"]);
    expect(mail.raw).toMatch(new RegExp(`^Subject: We received your request \\(BW-${id}\\)`, "m"));
    expect(mail.raw).toMatch(/^Reply-To: office@example\.com\r?$/m);
    // Plain text only: no HTML part.
    expect(mail.raw).not.toMatch(/text\/html/i);
    const text = bodyText(mail);
    expect(text).toContain("Hi Ana,");
    expect(text).toContain(`reference BW-${id}`);
    expect(text).toContain("Monday–Friday 7:00 AM – 6:00 PM");
    expect(text).toContain("call (336) 555-0142 now");
    expect(text).not.toContain("{");
  });

  it("is sent at most once an hour to one address, however it is capitalised", async () => {
    const { smtp, post, settled, jobs, toVisitor } = await setup();
    await post(lead);
    await post({ ...lead, email: "ana@example.com", subject: "Again" });
    await post({ ...lead, email: "other@example.com" });
    await settled();
    expect(toVisitor()).toHaveLength(1);
    expect(smtp.messages.filter((mail) => mail.to.includes("other@example.com"))).toHaveLength(1);
    // Every request still reached the office.
    expect(smtp.messages.filter((mail) => mail.to.includes("office@example.com"))).toHaveLength(3);
    expect(jobs().filter((job) => job.channel === "acknowledgement")).toHaveLength(2);
  });

  it("goes to one plain address only, once an hour per mailbox, however the address is dressed", async () => {
    const { smtp, post, settled, jobs } = await setup();
    // The addresses the hostile probe sends too (scripts/probe/visitor-abuse.mjs reads the same file).
    const { target, dressed, plain } = addressesAtOneMailbox;
    for (const email of dressed) {
      const response = await post.raw({ ...lead, firstName: "Visit http://phish.example/login", email });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().error.fields.email, email).toBe("Please enter a valid email address");
    }
    for (const email of plain) await post({ ...lead, email });
    await settled();
    const mailbox = (address: string) => address.toLowerCase().replace(/\+[^@]*/, "");
    const toTarget = smtp.messages.filter((mail) => mail.to.some((to) => mailbox(to) === target));
    expect(toTarget).toHaveLength(1);
    expect(jobs().filter((job) => job.channel === "acknowledgement")).toHaveLength(1);
  });

  it("greets a plain name, and leaves out a name that is not one: no free text reaches any mailbox", async () => {
    const { smtp, post, settled } = await setup();
    await post({ ...lead, firstName: "Mary-Jo O'Neil", email: "one@example.com" });
    await post({ ...lead, firstName: "Visit http://phish.example/login", email: "two@example.com" });
    await post({ ...lead, firstName: "$'$`$&", email: "three@example.com" });
    await settled();
    const texts = smtp.messages.filter((mail) => !mail.to.includes("office@example.com")).map(bodyText);
    expect(texts).toHaveLength(3);
    expect(texts.find((text) => text.includes("Mary-Jo O'Neil"))).toContain("Hi Mary-Jo O'Neil,\n\nThank you");
    const others = texts.filter((text) => !text.includes("Mary-Jo"));
    expect(others).toHaveLength(2);
    for (const text of others) {
      expect(text).toContain("Hi,\n\nThank you");
      expect(text).not.toMatch(/phish|\$/);
    }
  });

  it("is never sent for a honeypot hit, nor without an address", async () => {
    const { smtp, post, settled, jobs } = await setup();
    await post({ ...lead, website: "http://bot.example" });
    await post({ ...lead, email: "" });
    await settled();
    expect(jobs().map((job) => job.channel)).toEqual(["company_email", "company_email"]);
    expect(smtp.messages.map((mail) => mail.to)).toEqual([["office@example.com"]]);
  });

  it("is not sent with ACKNOWLEDGE_REQUESTS=false", async () => {
    const { smtp, post, settled, toVisitor } = await setup({ ACKNOWLEDGE_REQUESTS: "false" });
    await post(lead);
    await settled();
    expect(smtp.messages).toHaveLength(1);
    expect(toVisitor()).toHaveLength(0);
  });
});
