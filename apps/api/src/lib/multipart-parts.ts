/** A part's Content-Disposition as sent: its type ("form-data", "attachment", …) and its name. */
export interface PartDisposition {
  type: string;
  name: string;
  /** A bare line break in the header (in a name or a file name): the parser skips the part. */
  lineBreak: boolean;
}

// A part's headers longer than this are not read for a name (the parser has its own, lower, limit).
const maxHeaderBytes = 16 * 1024;
const headerEnd = Buffer.from("\r\n\r\n");

/** The boundary a multipart Content-Type names, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function parseDisposition(headers: string): PartDisposition {
  const line = headers.split("\r\n").find((header) => /^content-disposition\s*:/i.test(header));
  if (!line) return { type: "", name: "", lineBreak: false };
  const value = line.slice(line.indexOf(":") + 1);
  const type = value.split(";")[0]?.trim().toLowerCase() ?? "";
  const name = /;\s*name\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(value);
  return { type, name: name?.[1] ?? name?.[2] ?? "", lineBreak: /[\r\n]/.test(value) };
}

/**
 * Reads the Content-Disposition of every part of a multipart body as its bytes go by, beside the
 * real parser. The parser skips, without a word, a part that is not `form-data` (an `attachment`
 * résumé) or whose name it cannot read; this lists every part, so that a skipped one is noticed.
 */
export class MultipartPartLog {
  readonly parts: PartDisposition[] = [];
  private readonly delimiter: Buffer;
  private carry: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`--${boundary}`, "latin1");
  }

  push(chunk: Buffer): void {
    if (this.ended) return;
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let from = 0;
    for (;;) {
      const at = data.indexOf(this.delimiter, from);
      if (at === -1) {
        // Keep what could be the start of a delimiter cut by the chunk's end.
        this.carry = Buffer.from(data.subarray(Math.max(from, data.length - this.delimiter.length + 1)));
        return;
      }
      const after = at + this.delimiter.length;
      const end = data.indexOf(headerEnd, after);
      if (data.length < after + 2 || (end === -1 && data.length - at <= maxHeaderBytes)) {
        this.carry = Buffer.from(data.subarray(at));
        return;
      }
      // The closing delimiter: "--boundary--".
      if (data[after] === 0x2d && data[after + 1] === 0x2d) {
        this.ended = true;
        return;
      }
      if (end === -1) {
        this.parts.push({ type: "", name: "", lineBreak: false });
        from = after;
        continue;
      }
      this.parts.push(parseDisposition(data.subarray(after, end).toString("latin1")));
      from = end + headerEnd.length;
    }
  }

  /** The first part the parser skips: not form-data, or without a readable name. */
  skipped(): PartDisposition | undefined {
    return this.parts.find((part) => part.type !== "form-data" || part.name === "" || part.lineBreak);
  }
}
