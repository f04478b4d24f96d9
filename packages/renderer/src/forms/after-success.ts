import type { FormVariant } from "@brightwater/content/types";
import { track } from "../lib/track";

export const thankYouPath = "/thank-you";

/**
 * What each variant does once the server has the request. Home and service forms move on
 * within the app; city pages load the thank-you page in full, as the original site did, so
 * conversion tags see a fresh page view.
 */
export function afterSuccess(variant: FormVariant, trackLabel: string, navigate: (path: string) => void): void {
  switch (variant) {
    case "home":
      track({ event: "form_submission", category: "engagement", label: "contact_form" });
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
  }
}
