import { ApiRequestError } from "@brightwater/contracts/api-request";

/** What a failed call tells the reader: the server's own message, or that the network failed. */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return "The server could not be reached. Check the connection and try again.";
}

/** The session ended (idle too long, signed out elsewhere, server restarted). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export const sessionEndedNotice = "Your session has ended. Please sign in again.";

/** Runs an inbox change; a lapsed session signs the office out, any other failure is shown. */
export function failureHandler(onSignedOut: (notice: string | null) => void, setError: (text: string) => void) {
  return (failure: unknown) => {
    if (isSignedOut(failure)) onSignedOut(sessionEndedNotice);
    else setError(errorText(failure));
  };
}
