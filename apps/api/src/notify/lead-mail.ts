import { join } from "node:path";
import { cleanText } from "@brightwater/contracts";
import type { Submission } from "../db/schema";

export const kindLabels: Record<Submission["kind"], string> = {
  contact: "Service request",
  career: "Job application",
  family_first: "Family First request",
};

const fieldLabels: Record<string, string> = {
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "Zip code",
  employmentDesired: "Employment desired",
  resumeFileName: "Résumé",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface LeadMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments: { filename: string; path: string }[];
}

/** The e-mail the company gets for one submission: every field, as text and as escaped HTML. */
export function leadMail(submission: Submission, resumeDir: string): LeadMail {
  // Every one-line value is cleaned again here, whatever its source (a stored row from before a
  // rule, a detail added later): a line break in one must not forge a "Phone: …" line of its own.
  const line = (value: string) => cleanText(value);
  const name = line([submission.firstName, submission.lastName].filter(Boolean).join(" "));
  const rows: [string, string][] = [
    ["Name", name],
    ["Phone", line(submission.phone)],
    ["Email", line(submission.email)],
    ["Subject", line(submission.subject)],
    ...Object.entries(submission.details)
      .filter(([key]) => key in fieldLabels)
      .map(([key, value]): [string, string] => [fieldLabels[key] ?? key, line(value)]),
    ["Page", line(submission.pagePath)],
    ["Received", line(submission.createdAt)],
    ["Lead #", String(submission.id)],
  ];
  const filled = rows.filter(([, value]) => value !== "");
  const message = cleanText(submission.message, true);
  const subject = line(submission.subject);
  const email = line(submission.email);

  const text = [
    ...filled.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ["", "Message:", message] : []),
  ].join("\n");
  const html = `<table cellpadding="6" style="border-collapse:collapse;font-family:sans-serif">${filled
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join(
      "",
    )}</table>${message ? `<p style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(message)}</p>` : ""}`;

  const stored = submission.details.resumeStoredName;
  return {
    // Single-line values carry no line breaks (cleaned above), so nothing here can add a header.
    subject: `${kindLabels[submission.kind]} from ${name}${subject ? `: ${subject}` : ""}`,
    text,
    html,
    ...(email ? { replyTo: email } : {}),
    attachments: stored
      ? [{ filename: line(submission.details.resumeFileName ?? "") || stored, path: join(resumeDir, stored) }]
      : [],
  };
}
