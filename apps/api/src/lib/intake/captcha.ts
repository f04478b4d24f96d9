import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { ApiError } from "../http/api-error";

/** One form's captcha check: the settings, the visitor's token and address, and where to log a refusal. */
export interface CaptchaCheck {
  config: Pick<Config, "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_TIMEOUT_MS">;
  token: string;
  remoteIp: string;
  /** The company's phone number, offered when the provider cannot be reached. */
  phone: string;
  log: FastifyBaseLogger;
}

/**
 * Checks a reCAPTCHA token with the provider when a secret is configured. A missing or refused
 * token is the visitor's to fix (400); an unreachable provider is ours (503), so the visitor is
 * asked to call instead and the failure is logged.
 */
export async function verifyCaptcha({ config, token, remoteIp, phone, log }: CaptchaCheck): Promise<void> {
  const secret = config.RECAPTCHA_SECRET;
  if (!secret) return;
  if (!token) {
    throw new ApiError(400, "captcha_failed", "Please complete the reCAPTCHA verification.", {
      recaptchaToken: "Please complete the reCAPTCHA verification.",
    });
  }
  let verdict: { success?: boolean; "error-codes"?: string[] } | null;
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, {
      method: "POST",
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(config.RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    verdict = (await response.json()) as typeof verdict;
  } catch (error) {
    // The error handler logs it, once.
    throw new ApiError(
      503,
      "captcha_unavailable",
      `We could not verify the form just now. Please call us at ${phone}.`,
    ).causedBy(new Error("captcha provider unreachable", { cause: error }));
  }
  if (verdict?.success !== true) {
    log.info({ codes: verdict?.["error-codes"] }, "captcha refused");
    throw new ApiError(400, "captcha_failed", "The reCAPTCHA check failed. Please try again.", {
      recaptchaToken: "The reCAPTCHA check failed. Please try again.",
    });
  }
}
