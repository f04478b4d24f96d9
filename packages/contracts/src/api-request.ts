/** A failed call from the browser to the API (apiRequest), carrying the server's own message and field errors. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
  /** The whole answer, parsed: some errors carry more than the error shape (a full window's alternatives). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, fields: Record<string, string> = {}, body?: unknown) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

// The browser's end of the wire: the pages' forms and the inbox call the API through this, and
// read its failures in the error shape of ./error.ts. Not exported from the package's index, so
// the server never loads it.

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/**
 * The one request helper every form and the inbox use: `apiRequest("POST", "/api/contacts", body)`.
 * A non-2xx answer throws an ApiRequestError whose message is the server's message, or
 * "status: body" when the body is not our error shape.
 */
export async function apiRequest<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<T> {
  // FormData goes as multipart (the browser sets the boundary); anything else as JSON.
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: ErrorBody | undefined;
    try {
      parsed = JSON.parse(text) as ErrorBody;
    } catch {
      parsed = undefined;
    }
    const message = parsed?.error?.message ?? `${response.status}: ${text || response.statusText}`;
    throw new ApiRequestError(response.status, message, parsed?.error?.code, parsed?.error?.fields, parsed);
  }
  return (text ? JSON.parse(text) : null) as T;
}
