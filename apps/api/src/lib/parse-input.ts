import { fieldErrors } from "@brightwater/contracts";
import type { z } from "zod";
import { ApiError } from "./api-error";

/** Validates a body or a query against its contract; 400 naming each bad field otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const [field, message] = Object.entries(fields)[0] ?? ["body", "Invalid request."];
    throw new ApiError(400, "invalid_body", `${field}: ${message}`, fields);
  }
  return parsed.data;
}

/** A numeric id from the URL; an id that cannot exist is simply not found. */
export function parseId(value: string, what: string): number {
  const id = /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new ApiError(404, "not_found", `No ${what} ${value}.`);
  return id;
}
