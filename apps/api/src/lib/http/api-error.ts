import type { ErrorCode, ErrorResponse } from "@brightwater/contracts";

/** An error the client is meant to read: a status, a stable code and a message for people. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** 400 naming each bad field (field → message); the message names the first. */
  static invalidBody(fields: Record<string, string>): ApiError {
    const [field, message] = Object.entries(fields)[0] ?? ["body", "Invalid request."];
    return new ApiError(400, "invalid_body", `${field}: ${message}`, fields);
  }

  /** A server fault keeps the error behind it for the log (never for the client). */
  causedBy(cause: unknown): this {
    this.cause = cause;
    return this;
  }

  toBody(): ErrorResponse {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
