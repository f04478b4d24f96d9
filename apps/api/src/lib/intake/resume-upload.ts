import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import type { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { ApiError } from "../http/api-error";
import { tooLarge } from "./resume-refusals";

export interface UploadWrite {
  file: MultipartFile;
  /** The résumé folder, made (0700) when it is not there yet. */
  dir: string;
  /** The half-written file's path, renamed once the upload is accepted. */
  partial: string;
  /** Sees every chunk on its way to disk (the budgets' meter). */
  inspect: Transform;
  /** The refusal a budget made while the bytes streamed, if any. */
  refusal: () => ApiError | null;
  /** What the visitor is told when our own storage fails. */
  storageFault: (error: unknown) => ApiError;
}

/** Streams the upload through `inspect` into `partial`; what went wrong, if anything, as the visitor is told it. */
export async function writeUpload(upload: UploadWrite): Promise<{ output: WriteStream | null; failure: unknown }> {
  let output: WriteStream | null = null;
  let writeError: unknown = null;
  try {
    await mkdir(upload.dir, { recursive: true, mode: 0o700 });
    output = createWriteStream(upload.partial, { mode: 0o600 });
    output.once("error", (error) => {
      writeError = error;
    });
    await pipeline(upload.file.file, upload.inspect, output);
    return { output, failure: null };
  } catch (error) {
    // Kept apart: once the upload is stopped, the parser may report its own error first.
    const refused = upload.refusal();
    if (refused) return { output, failure: refused };
    if (writeError) return { output, failure: upload.storageFault(writeError) };
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return { output, failure: tooLarge() };
    if ((error as { syscall?: unknown }).syscall === "mkdir") return { output, failure: upload.storageFault(error) };
    return { output, failure: error };
  }
}

/** Removes a refused upload's half-written file. */
export async function removePartial(output: WriteStream | null, partial: string): Promise<void> {
  // The file is opened in the background, and a refusal can come before it exists: removed
  // then, it would be created afterwards and stay. Once the stream is closed it is there.
  if (output && !output.closed) await new Promise<void>((resolve) => output.once("close", () => resolve()));
  await unlink(partial).catch(() => undefined);
}
