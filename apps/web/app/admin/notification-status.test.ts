import type { LeadNotification } from "@brightwater/contracts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NotificationStatus } from "./notification-status";

const job: LeadNotification = {
  state: "pending",
  attempts: 0,
  lastError: null,
  sentAt: null,
  nextAttemptAt: "2026-11-26T10:00:00.000Z",
  channelConfigured: true,
};

/** The status as the inbox shows it, as text. */
const shown = (notification: LeadNotification) =>
  renderToStaticMarkup(createElement(NotificationStatus, { notification, channel: "company_email" })).replace(
    /<[^>]+>/g,
    "",
  );

describe("a lead's e-mail status", () => {
  it("says e-mail alerts are off and what to set when the server cannot send, never pending", () => {
    const text = shown({ ...job, channelConfigured: false });
    expect(text).toBe("E-mail alerts are off (set SMTP_URL and LEAD_EMAIL_TO)");
    expect(text).not.toMatch(/pending|sending/i);
  });

  it("says retrying, when the next attempt is and the last error", () => {
    const text = shown({ ...job, attempts: 2, lastError: "connect ECONNREFUSED" });
    expect(text).toMatch(/^Retrying · next attempt Nov 2[56], 2026, \d{1,2}:00 [AP]M · 2 attempts/);
    expect(text).toContain("Last error: connect ECONNREFUSED");
  });

  it("says sent and when, or failed", () => {
    expect(
      shown({ ...job, state: "sent", attempts: 1, sentAt: "2026-11-26T10:00:00.000Z", nextAttemptAt: null }),
    ).toMatch(/^Sent on Nov 2[56], 2026/);
    expect(shown({ ...job, state: "failed", attempts: 8, lastError: "550 no such user" })).toMatch(
      /^Failed · 8 attempts.*550 no such user/,
    );
  });
});
