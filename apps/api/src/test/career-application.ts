import { readFileSync } from "node:fs";

/**
 * A complete job application's text fields, as the careers form sends them (a fixture file the
 * hostile probe, scripts/probe/, sends too).
 */
export const applicantFields: Record<string, string> = JSON.parse(
  readFileSync(new URL("./fixtures/applicant.json", import.meta.url), "utf8"),
);

/** A small, real PDF résumé. */
export const resumePdf = readFileSync(new URL("./fixtures/resume.pdf", import.meta.url));

/** The boundary of every multipart body the tests send. */
export const multipartTestBoundary = "----brightwater-test-boundary";

/** The text fields as multipart parts. */
export const applicationParts = Object.entries({ ...applicantFields, employmentDesired: "Full-Time" }).map(
  ([name, value]) => ({ name, value }),
);

/** A multipart body as the careers form sends it; `disposition` overrides a part's header. */
export function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string; disposition?: string }[],
) {
  const boundary = multipartTestBoundary;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.disposition ??
      (part.filename !== undefined
        ? `form-data; name="${part.name}"; filename="${part.filename}"`
        : `form-data; name="${part.name}"`);
    const type = part.filename !== undefined ? `\r\nContent-Type: ${part.type ?? "application/octet-stream"}` : "";
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json" },
  };
}
