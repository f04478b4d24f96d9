/** A part's Content-Disposition as sent: its type ("form-data", "attachment", …) and its name. */
export interface PartDisposition {
  type: string;
  name: string;
  /** A bare line break in the header (in a name or a file name): the parser skips the part. */
  lineBreak: boolean;
}

/** What the multipart parser is allowed; the part log stops where the parser stops. */
export const multipartLimits = {
  // The form's own fields, and up to twelve attr_* fields of attribution.
  fields: 32,
  fieldSize: 32 * 1024,
  files: 1,
  parts: 37,
  headerPairs: 100,
} as const;

// A part's headers longer than this are not read for a name (the parser has its own, lower, limit).
const maxHeaderBytes = 16 * 1024;
const headerEnd = Buffer.from("\r\n\r\n");
const dash = 0x2d;

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

const unreadable: PartDisposition = { type: "", name: "", lineBreak: false };

/**
 * Reads the Content-Disposition of every part of a multipart body as its bytes go by, beside the
 * real parser. The parser skips, without a word, a part that is not `form-data` (an `attachment`
 * résumé) or whose name it cannot read; this lists every part, so that a skipped one is noticed.
 *
 * It reads as the parser does, and in one pass: a delimiter is "--boundary" after a line break
 * (the body is read as if one came first), a part's headers are looked for only up to the next
 * delimiter and within `maxHeaderBytes`, and parts past the parser's limit are not listed. Each
 * byte is looked at a bounded number of times, whatever the body holds, and at most a delimiter's
 * length of it is carried from one chunk to the next.
 */
export class MultipartPartLog {
  readonly parts: PartDisposition[] = [];
  private readonly delimiter: Buffer;
  /** Bytes not yet decided on, at most a delimiter and two: the start of the next chunk's data. */
  private carry: Buffer = Buffer.from("\r\n");
  /** While a part's headers are read: what has come of them so far, and its size. */
  private header: { chunks: Buffer[]; bytes: number } | null = null;
  private ended = false;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  }

  push(chunk: Buffer): void {
    if (this.ended) return;
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    this.carry = Buffer.alloc(0);
    let from = 0;
    while (from !== -1 && !this.ended) from = this.header ? this.readHeader(data, from) : this.findPart(data, from);
  }

  /** Finds the next delimiter from `from`; returns where its part's headers start, or -1 to wait for more. */
  private findPart(data: Buffer, from: number): number {
    const at = data.indexOf(this.delimiter, from);
    if (at === -1) {
      this.keep(data, Math.max(from, data.length - this.delimiter.length + 1));
      return -1;
    }
    const after = at + this.delimiter.length;
    if (data.length < after + 2) {
      this.keep(data, at);
      return -1;
    }
    // The closing delimiter ("--boundary--"), or a part past the parser's limit: nothing more to list.
    if ((data[after] === dash && data[after + 1] === dash) || this.parts.length >= multipartLimits.parts) {
      this.ended = true;
      return -1;
    }
    this.header = { chunks: [], bytes: 0 };
    return after;
  }

  /** Reads a part's headers from `from`, up to their end, the next delimiter or the size limit. */
  private readHeader(data: Buffer, from: number): number {
    const header = this.header as { chunks: Buffer[]; bytes: number };
    const next = data.indexOf(this.delimiter, from);
    const room = maxHeaderBytes + headerEnd.length - header.bytes;
    const limit = Math.min(next === -1 ? data.length : next, from + room);
    const end = data.subarray(from, limit).indexOf(headerEnd);
    if (end !== -1) {
      header.chunks.push(data.subarray(from, from + end));
      this.parts.push(parseDisposition(Buffer.concat(header.chunks).toString("latin1")));
      this.header = null;
      return from + end + headerEnd.length;
    }
    if (next !== -1 || limit === from + room) {
      // The next part began, or the headers outgrew the limit, before they ended: no readable name.
      this.parts.push(unreadable);
      this.header = null;
      return next !== -1 && next < from + room ? next : limit;
    }
    // The end of the chunk: keep what could begin a delimiter or the headers' end.
    const kept = Math.max(from, data.length - this.delimiter.length + 1);
    header.chunks.push(Buffer.from(data.subarray(from, kept)));
    header.bytes += kept - from;
    this.keep(data, kept);
    return -1;
  }

  private keep(data: Buffer, from: number): void {
    this.carry = Buffer.from(data.subarray(from));
  }

  /** The first part the parser skips: not form-data, or without a readable name. */
  skipped(): PartDisposition | undefined {
    return this.parts.find((part) => part.type !== "form-data" || part.name === "" || part.lineBreak);
  }
}
