import { ApiError } from "../http/api-error";

export const tooLarge = () =>
  new ApiError(413, "body_too_large", "The résumé must be 10 MB or smaller.", { resume: "Must be 10 MB or smaller" });

export const unsupportedType = () =>
  new ApiError(415, "unsupported_media_type", "The résumé must be a PDF, DOC or DOCX file.", {
    resume: "Must be a PDF, DOC or DOCX file",
  });

/** All stored résumés together have reached their budget. */
export function storageFull(phone: string): ApiError {
  return new ApiError(
    507,
    "storage_full",
    `We cannot take résumé uploads right now. Please send your application without the file, or call us at ${phone}.`,
    { resume: "Résumé uploads are paused" },
  );
}

/** One visitor address has stored its day's budget. */
export function dailyCapReached(phone: string): ApiError {
  return new ApiError(
    429,
    "rate_limited",
    `You have sent as many résumés as we can take from one connection today. Please try again tomorrow or call us at ${phone}.`,
    { resume: "Daily upload limit reached" },
  );
}

/** Our own storage failing (full disk, folder not writable) is a server fault, not the sender's. */
export function storageFault(phone: string, error: unknown): ApiError {
  return new ApiError(
    503,
    "storage_unavailable",
    `We could not save your résumé just now. Please call us at ${phone}.`,
  ).causedBy(error);
}
