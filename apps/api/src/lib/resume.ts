import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { resumeLimits } from "@brightwater/contracts";
import type { MultipartFile } from "@fastify/multipart";
import { ApiError } from "./api-error";

export interface StoredResume {
  /** The generated file name inside the résumé folder. */
  storedName: string;
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

/**
 * Streams an uploaded résumé to disk under a generated name, checking its size and content.
 * Nothing of a refused file stays on disk.
 */
export async function storeResume(file: MultipartFile, dir: string): Promise<StoredResume> {
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = join(dir, `${id}.part`);
  let head = Buffer.alloc(0);
  let bytes = 0;
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file.file, inspect, createWriteStream(partial, { mode: 0o600 }));
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (file.file.truncated || bytes > resumeLimits.maxBytes) {
    await unlink(partial).catch(() => undefined);
    throw tooLarge();
  }
  const type = detectResumeType(head);
  if (!type) {
    await unlink(partial).catch(() => undefined);
    throw new ApiError(415, "unsupported_media_type", "The résumé must be a PDF, DOC or DOCX file.", {
      resume: "Must be a PDF, DOC or DOCX file",
    });
  }
  const storedName = `${id}.${type}`;
  await rename(partial, join(dir, storedName));
  return { storedName, originalName: file.filename.slice(0, 255), type, bytes };
}
