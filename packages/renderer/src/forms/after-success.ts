import type { FormVariant, FormVariantCopy } from "@brightwater/content/types";
import { thankYouPaths } from "@brightwater/contracts/thank-you";
import { showToast } from "../chrome/toast-store";
import { track } from "../lib/track";

export const thankYouPath = thankYouPaths.contact;
const drainRedirectDelayMs = 1000;

export interface SuccessContext {
  trackLabel: string;
  copy: FormVariantCopy;
  navigate: (path: string) => void;
  resetForm: () => void;
  resetCaptcha: () => void;
}

/**
 * What each variant does once the server has the request (SPEC §4). Home and service forms move
 * on within the app; city pages load the thank-you page in full so conversion tags see a fresh
 * page view; the Kernersville drain form confirms first and moves on after a second.
 */
export function afterSuccess(variant: FormVariant, context: SuccessContext): void {
  const { trackLabel, navigate } = context;
  switch (variant) {
    case "home":
      track({ event: "form_submission", category: "engagement", label: "contact_form" });
      context.resetCaptcha();
      navigate(thankYouPath);
      return;
    case "service":
      track({ event: "contact_form_submit", category: "engagement", label: trackLabel });
      navigate(thankYouPath);
      return;
    case "city":
      track({ event: "contact_form_submit", category: "conversion", label: trackLabel });
      track({ event: "conversion", category: "conversion", label: trackLabel });
      window.location.assign(thankYouPath);
      return;
    case "drain":
      showToast({ title: context.copy.successTitle ?? "", description: context.copy.successText });
      track({ event: "generate_lead", category: "conversion", label: trackLabel });
      context.resetForm();
      context.resetCaptcha();
      window.setTimeout(() => navigate(thankYouPath), drainRedirectDelayMs);
      return;
    case "promo":
      track({ event: "campaign_lead", category: "conversion", label: trackLabel });
      context.resetCaptcha();
      navigate(thankYouPath);
      return;
  }
}
