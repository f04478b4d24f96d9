import { randomUUID } from "node:crypto";
import { readdirSync, rmSync, statSync, type WriteStream } from "node:fs";
import { rename, unlink } from "node:fs/promises";
import { basename, join } from "node:path";
import { Transform } from "node:stream";
import { cleanText, resumeLimits } from "@brightwater/contracts";
import type { MultipartFile } from "@fastify/multipart";
import type { ApiError } from "../http/api-error";
import { dailyCapReached, storageFault, storageFull, tooLarge, unsupportedType } from "./resume-refusals";
import { removePartial, writeUpload } from "./resume-upload";
import { detectResumeType, type StoredResume } from "./stored-resume";

export interface ResumeStoreOptions {
  dir: string;
  /** All stored résumés together may take this much. */
  budgetBytes: number;
  /** One visitor address may store this much per UTC day. */
  dailyBytesPerIp: number;
  /** The company's phone number, for the messages of a refusal that is not the visitor's fault. */
  phone: string;
}

/** An upload being refused: whose it was, what it charged, and its half-written file. */
interface RefusedUpload {
  ip: string;
  bytes: number;
  output: WriteStream | null;
  partial: string;
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

  /** The upload's first bytes and size as they stream through, and the refusal a budget made. */
  private meter(ip: string) {
    const { budgetBytes, dailyBytesPerIp, phone } = this.options;
    const seen = { head: Buffer.alloc(0), bytes: 0, refusal: null as ApiError | null };
    const inspect = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        if (seen.head.length < 8) seen.head = Buffer.concat([seen.head, chunk.subarray(0, 8 - seen.head.length)]);
        // Charged as they arrive, so parallel uploads cannot all pass the same check.
        seen.bytes += chunk.length;
        this.charge(ip, chunk.length);
        if (this.totalBytes > budgetBytes) seen.refusal = storageFull(phone);
        else if ((this.usedToday.get(ip) ?? 0) > dailyBytesPerIp) seen.refusal = dailyCapReached(phone);
        done(seen.refusal, seen.refusal ? undefined : chunk);
      },
    });
    return { seen, inspect };
  }

  /** Gives back a refused upload's budget and removes its file, then throws `error`. */
  private async refuse(upload: RefusedUpload, error: unknown): Promise<never> {
    this.charge(upload.ip, -upload.bytes);
    await removePartial(upload.output, upload.partial);
    throw error;
  }

  /**
   * Streams an uploaded résumé to disk under a generated name, checking its size, its content and
   * both budgets as the bytes arrive. Null for an empty file input (no file chosen).
   */
  async store(file: MultipartFile, ip: string): Promise<StoredResume | null> {
    const { dir, phone } = this.options;
    if (this.totalBytes >= this.options.budgetBytes) throw storageFull(phone);
    if (this.ipBytes(ip) >= this.options.dailyBytesPerIp) throw dailyCapReached(phone);
    const id = randomUUID();
    const partial = join(dir, `${id}.part`);
    const { seen, inspect } = this.meter(ip);
    const fault = (error: unknown) => storageFault(phone, error);
    const { output, failure } = await writeUpload({
      file,
      dir,
      partial,
      inspect,
      refusal: () => seen.refusal,
      storageFault: fault,
    });
    const refuse = (error: unknown) => this.refuse({ ip, bytes: seen.bytes, output, partial }, error);
    if (failure !== null) return refuse(failure);
    if (file.file.truncated || seen.bytes > resumeLimits.maxBytes) return refuse(tooLarge());
    // A browser sends an empty file input as a part with no name and no bytes.
    if (seen.bytes === 0 && file.filename === "") {
      await unlink(partial).catch(() => undefined);
      return null;
    }
    const type = detectResumeType(seen.head);
    if (!type) return refuse(unsupportedType());
    const storedName = `${id}.${type}`;
    try {
      await rename(partial, join(dir, storedName));
    } catch (error) {
      return refuse(fault(error));
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
