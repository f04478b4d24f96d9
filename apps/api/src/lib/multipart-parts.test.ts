import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../test/career-application";
import { MultipartPartLog, multipartBoundary } from "./multipart-parts";

function logOf(body: ReturnType<typeof multipart>, chunkBytes: number) {
  const boundary = multipartBoundary(body.headers["content-type"]);
  if (!boundary) throw new Error("no boundary");
  const log = new MultipartPartLog(boundary);
  for (let at = 0; at < body.payload.length; at += chunkBytes) log.push(body.payload.subarray(at, at + chunkBytes));
  return log;
}

describe("the multipart part log", () => {
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

  it("reads a quoted boundary", () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});
