import { type Catalogue, findPage, loadCatalogue } from "@brightwater/content";
import { type FormKind, thankYouPaths } from "@brightwater/contracts/thank-you";
import type { InjectOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../test/career-application";
import { testApp, testConfig, until } from "../test/helpers";
import { mailText, startSmtpServer } from "../test/smtp";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

/** What a thank-you page tells the visitor happens next: its hero's subtitle, as the page shows it. */
function nextStepOn(catalogue: Catalogue, kind: FormKind): string {
  const hero = findPage(catalogue, thankYouPaths[kind])?.blocks.find((block) => block.type === "hero");
  if (hero?.type !== "hero" || !hero.subtitle)
    throw new Error(`${thankYouPaths[kind]} says nothing of what happens next`);
  return hero.subtitle;
}

/** Each form as its page sends it, from one visitor address of its own. */
const sends: Record<FormKind, (email: string) => InjectOptions> = {
  contact: (email) => ({
    method: "POST" as const,
    url: "/api/contacts",
    payload: { firstName: "Ana", phone: "(336) 555-0100", email, subject: "Water heater", message: "No hot water." },
  }),
  career: (email) => ({
    method: "POST",
    url: "/api/career-applications",
    ...multipart([
      ...applicationParts.map((part) => (part.name === "email" ? { ...part, value: email } : part)),
      { name: "resume", value: resumePdf, filename: "resume.pdf", type: "application/pdf" },
    ]),
  }),
  family_first: (email) => ({
    method: "POST",
    url: "/api/family-first-submissions",
    payload: { firstName: "Lee", email, subject: "#FamilyFirst referral or request", message: "A leak for weeks." },
  }),
};

describe("each form's acknowledgement", { timeout: 60_000 }, () => {
  it("says what that form's own thank-you page says happens next, and promises nothing another page promises", async () => {
    const smtp = await startSmtpServer();
    closers.push(smtp.close);
    const config = testConfig({ SMTP_URL: smtp.url, NOTIFY_POLL_MS: "50", FORM_RATE_LIMIT_PER_MINUTE: "0" });
    const catalogue = loadCatalogue();
    const app = await testApp(config);
    const kinds = Object.keys(thankYouPaths) as FormKind[];
    for (const kind of kinds) {
      const response = await app.inject(sends[kind](`${kind}@visitor.test`));
      expect(response.statusCode, kind).toBe(201);
    }
    await until(() => smtp.messages.length === kinds.length);
    const callBack = `call you back ${catalogue.business.claims.callBack.text}`;
    for (const kind of kinds) {
      const mail = smtp.messages.find((message) => message.to.includes(`${kind}@visitor.test`));
      if (!mail) throw new Error(`no acknowledgement of the ${kind} form`);
      const text = mailText(mail).replace(/\s+/g, " ");
      expect(text, kind).toContain(`What happens next: ${nextStepOn(catalogue, kind)}`);
      expect(text, kind).not.toContain("{");
      // Only a request for service is promised a call back.
      if (kind === "contact") expect(text).toContain(callBack);
      else expect(text, kind).not.toContain(callBack);
    }
  });
});
