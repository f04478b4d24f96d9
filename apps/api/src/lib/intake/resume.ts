import { randomUUID } from "node:crypto";
import { createWriteStream, readdirSync, rmSync, statSync, type WriteStream } from "node:fs";
import { mkdir, rename, unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { cleanText, resumeLimits } from "@brightwater/contracts";
import type { MultipartFile } from "@fastify/multipart";
import { ApiError } from "../http/api-error";

export interface StoredResume {
  /** The generated file name inside the résumé folder. */
  storedName: string;
  /** What the visitor called it, cleaned like a form field; "" when that was nothing usable. */
  originalName: string;
  type: "pdf" | "doc" | "docx";
  bytes: number;
}

const signatures: { type: StoredResume["type"]; bytes: number[] }[] = [
  { type: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2 compound file
  { type: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] }, // ZIP container
];

/** The document type by its first bytes, never by its name. */
export function detectResumeType(head: Uint8Array): StoredResume["type"] | null {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? null;
}

const tooLarge = () =>
  new ApiError(413, "body_too_large", "The résumé must be 10 MB or smaller.", { resume: "Must be 10 MB or smaller" });

export interface ResumeStoreOptions {
  dir: string;
  /** All stored résumés together may take this much. */
  budgetBytes: number;
  /** One visitor address may store this much per UTC day. */
  dailyBytesPerIp: number;
  /** The company's phone number, for the messages of a refusal that is not the visitor's fault. */
  phone: string;
}

/**
 * The résumé folder: streams uploads to disk under generated names, within a total budget and a
 * daily budget per visitor address, and knows how much it holds. Nothing of a refused file stays
 * on disk. The totals are counted in memory from a scan at start-up.
 */
export class ResumeStore {
  private totalBytes = 0;
  private fileCount = 0;
  private day = "";
  private readonly usedToday = new Map<string, number>();

  constructor(private readonly options: ResumeStoreOptions) {
    try {
      for (const name of readdirSync(options.dir)) {
        if (name.endsWith(".part")) continue;
        const info = statSync(join(options.dir, name), { throwIfNoEntry: false });
        if (!info?.isFile()) continue;
        this.totalBytes += info.size;
        this.fileCount++;
      }
    } catch (error) {
      // Not there yet (created at the first upload), or not creatable: each upload then says so.
      const code = (error as { code?: string }).code;
      if (code !== "ENOENT" && code !== "ENOTDIR") throw error;
    }
  }

  get dir(): string {
    return this.options.dir;
  }

  /** What the folder holds and may hold, for the inbox. */
  usage(): { bytes: number; files: number; budgetBytes: number } {
    return { bytes: this.totalBytes, files: this.fileCount, budgetBytes: this.options.budgetBytes };
  }

  private ipBytes(ip: string): number {
    const today = new Date().toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.usedToday.clear();
    }
    return this.usedToday.get(ip) ?? 0;
  }

  private charge(ip: string, bytes: number): void {
    this.ipBytes(ip);
    this.totalBytes += bytes;
    const used = (this.usedToday.get(ip) ?? 0) + bytes;
    if (used > 0) this.usedToday.set(ip, used);
    else this.usedToday.delete(ip);
  }

  private full(): ApiError {
    return new ApiError(
      507,
      "storage_full",
      `We cannot take résumé uploads right now. Please send your application without the file, or call us at ${this.options.phone}.`,
      { resume: "Résumé uploads are paused" },
    );
  }

  private dailyCap(): ApiError {
    return new ApiError(
      429,
      "rate_limited",
      `You have sent as many résumés as we can take from one connection today. Please try again tomorrow or call us at ${this.options.phone}.`,
      { resume: "Daily upload limit reached" },
    );
  }

  /** The upload's first bytes and size as they stream through, and the refusal a budget made. */
  private meter(ip: string) {
    const { budgetBytes, dailyBytesPerIp } = this.options;
    const seen = { head: Buffer.alloc(0), bytes: 0, refusal: null as ApiError | null };
    const inspect = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        if (seen.head.length < 8) seen.head = Buffer.concat([seen.head, chunk.subarray(0, 8 - seen.head.length)]);
        // Charged as they arrive, so parallel uploads cannot all pass the same check.
        seen.bytes += chunk.length;
        this.charge(ip, chunk.length);
        if (this.totalBytes > budgetBytes) seen.refusal = this.full();
        else if ((this.usedToday.get(ip) ?? 0) > dailyBytesPerIp) seen.refusal = this.dailyCap();
        done(seen.refusal, seen.refusal ? undefined : chunk);
      },
    });
    return { seen, inspect };
  }

  /** Our own storage failing (full disk, folder not writable) is a server fault, not the sender's. */
  private storageFault(error: unknown): ApiError {
    return new ApiError(
      503,
      "storage_unavailable",
      `We could not save your résumé just now. Please call us at ${this.options.phone}.`,
    ).causedBy(error);
  }

  /** Streams the upload through `inspect` into `partial`; what went wrong, if anything, as the visitor is told it. */
  private async write(file: MultipartFile, inspect: Transform, partial: string, refusal: () => ApiError | null) {
    let output: WriteStream | null = null;
    let writeError: unknown = null;
    try {
      await mkdir(this.options.dir, { recursive: true, mode: 0o700 });
      output = createWriteStream(partial, { mode: 0o600 });
      output.once("error", (error) => {
        writeError = error;
      });
      await pipeline(file.file, inspect, output);
      return { output, failure: null };
    } catch (error) {
      // Kept apart: once the upload is stopped, the parser may report its own error first.
      const refused = refusal();
      if (refused) return { output, failure: refused };
      if (writeError) return { output, failure: this.storageFault(writeError) };
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return { output, failure: tooLarge() };
      if ((error as { syscall?: unknown }).syscall === "mkdir") return { output, failure: this.storageFault(error) };
      return { output, failure: error };
    }
  }

  /** Gives back a refused upload's budget and removes its file, then throws `error`. */
  private async refuse(
    ip: string,
    bytes: number,
    output: WriteStream | null,
    partial: string,
    error: unknown,
  ): Promise<never> {
    this.charge(ip, -bytes);
    // The file is opened in the background, and a refusal can come before it exists: removed
    // then, it would be created afterwards and stay. Once the stream is closed it is there.
    if (output && !output.closed) await new Promise<void>((resolve) => output.once("close", () => resolve()));
    await unlink(partial).catch(() => undefined);
    throw error;
  }

  /**
   * Streams an uploaded résumé to disk under a generated name, checking its size, its content and
   * both budgets as the bytes arrive. Null for an empty file input (no file chosen).
   */
  async store(file: MultipartFile, ip: string): Promise<StoredResume | null> {
    if (this.totalBytes >= this.options.budgetBytes) throw this.full();
    if (this.ipBytes(ip) >= this.options.dailyBytesPerIp) throw this.dailyCap();
    const id = randomUUID();
    const partial = join(this.options.dir, `${id}.part`);
    const { seen, inspect } = this.meter(ip);
    const { output, failure } = await this.write(file, inspect, partial, () => seen.refusal);
    const refuse = (error: unknown) => this.refuse(ip, seen.bytes, output, partial, error);
    if (failure !== null) return refuse(failure);
    if (file.file.truncated || seen.bytes > resumeLimits.maxBytes) return refuse(tooLarge());
    // A browser sends an empty file input as a part with no name and no bytes.
    if (seen.bytes === 0 && file.filename === "") {
      await unlink(partial).catch(() => undefined);
      return null;
    }
    const type = detectResumeType(seen.head);
    if (!type) {
      return refuse(
        new ApiError(415, "unsupported_media_type", "The résumé must be a PDF, DOC or DOCX file.", {
          resume: "Must be a PDF, DOC or DOCX file",
        }),
      );
    }
    const storedName = `${id}.${type}`;
    try {
      await rename(partial, join(this.options.dir, storedName));
    } catch (error) {
      return refuse(this.storageFault(error));
    }
    this.fileCount++;
    return { storedName, originalName: cleanText(file.filename).slice(0, 255), type, bytes: seen.bytes };
  }

  /** Removes a stored résumé whose application was refused, giving back its budget. */
  async discard(resume: StoredResume, ip: string): Promise<void> {
    try {
      await unlink(join(this.options.dir, resume.storedName));
    } catch {
      return;
    }
    this.fileCount--;
    this.charge(ip, -resume.bytes);
  }

  /** Deletes a stored résumé past the retention period (synchronously), giving back its share of the budget. */
  removeExpired(storedName: string): void {
    const path = join(this.options.dir, basename(storedName));
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info?.isFile()) return;
    rmSync(path, { force: true });
    this.totalBytes = Math.max(0, this.totalBytes - info.size);
    this.fileCount = Math.max(0, this.fileCount - 1);
  }
}
