import { describe, expect, it } from "vitest";
import { applicationParts, multipart, multipartTestBoundary, resumePdf } from "../../test/career-application";
import { MultipartPartLog, multipartBoundary, multipartLimits } from "./multipart-parts";

function logOf(body: ReturnType<typeof multipart>, chunkBytes: number) {
  const boundary = multipartBoundary(body.headers["content-type"]);
  if (!boundary) throw new Error("no boundary");
  const log = new MultipartPartLog(boundary);
  for (let at = 0; at < body.payload.length; at += chunkBytes) log.push(body.payload.subarray(at, at + chunkBytes));
  return log;
}

describe("the multipart part log", () => {
  const boundary = multipartTestBoundary;
  const resume = { name: "resume", value: resumePdf, filename: "cv.pdf", type: "application/pdf" };

  it("lists every part's disposition, whatever the chunks the body arrives in", () => {
    const body = multipart([
      ...applicationParts,
      { ...resume, disposition: 'attachment; name="resume"; filename="cv.pdf"' },
    ]);
    for (const chunkBytes of [1, 7, 64, body.payload.length]) {
      const log = logOf(body, chunkBytes);
      expect(log.parts.map((part) => part.name)).toEqual([...applicationParts.map((part) => part.name), "resume"]);
      expect(log.skipped()).toMatchObject({ type: "attachment", name: "resume" });
    }
  });

  it("finds nothing skipped in a body the careers form sends", () => {
    expect(logOf(multipart([...applicationParts, resume]), 5).skipped()).toBeUndefined();
  });

  it("counts a delimiter only after a line break, as the parser does", () => {
    const value = Buffer.from(`%PDF-1.4\r--${boundary}\r\n\n--${boundary}\r\n\r\n`);
    const body = multipart([...applicationParts, { ...resume, value }]);
    const log = logOf(body, 64);
    expect(log.parts).toHaveLength(applicationParts.length + 1);
    expect(log.skipped()).toBeUndefined();
  });

  it("lists no part past the parser's limit", () => {
    const many = Array.from({ length: multipartLimits.parts * 3 }, (_, index) => ({ name: `f${index}`, value: "x" }));
    expect(logOf(multipart(many), 1000).parts).toHaveLength(multipartLimits.parts);
  });

  it("reads a hostile part in time proportional to its size, like a plain one", () => {
    // A résumé part full of "\r--" + boundary, and "\r\n--" + boundary without headers' end, each
    // against a plain part of the same size read in the same run: a log that searched to the body's
    // end after each look-alike took 12 s for one such mebibyte (about 50 s for these four). The
    // quickest of three reads is compared, so a busy machine's pause in one read is not counted,
    // with a floor of a second.
    const time = (filler: string) => {
      const value = Buffer.from(filler.repeat(Math.ceil((4 * 1024 * 1024) / filler.length)));
      const body = multipart([...applicationParts, { ...resume, value }]);
      let ms = Number.POSITIVE_INFINITY;
      let parts = 0;
      for (let read = 0; read < 3; read++) {
        const started = performance.now();
        parts = logOf(body, 64 * 1024).parts.length;
        ms = Math.min(ms, performance.now() - started);
      }
      return { ms, parts };
    };
    const plain = time("x".repeat(boundary.length + 3));
    for (const filler of [`\r--${boundary}`, `\r\n--${boundary}`, `\r\n--${boundary}\r\n\r`]) {
      const hostile = time(filler);
      expect(hostile.parts).toBeLessThanOrEqual(multipartLimits.parts);
      expect(hostile.ms).toBeLessThan(Math.max(10 * plain.ms, 1000));
    }
  });

  it("reads a quoted boundary", () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});
