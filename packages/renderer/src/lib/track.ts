/**
 * Analytics events of the site. Each is pushed to `window.dataLayer`; the tag manager, when one
 * is configured, forwards them.
 */
export type AnalyticsEvent =
  | { event: "page_view"; page_path: string }
  | { event: "phone_call"; category: "engagement"; label: string; value: 1 }
  | { event: "request_service"; category: "engagement"; label: string }
  | { event: "form_submission"; category: "engagement"; label: string }
  | { event: "contact_form_submit"; category: "engagement" | "conversion"; label: string }
  | { event: "contact_form_error"; category: "engagement"; label: string }
  | { event: "popup_impression" | "popup_click" | "popup_close" | "popup_call"; category: "engagement"; label: string }
  | { event: "campaign_lead" | "generate_lead" | "conversion"; category: "conversion"; label: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export function trackPhoneCall(label: string): void {
  track({ event: "phone_call", category: "engagement", label, value: 1 });
}
