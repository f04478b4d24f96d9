import type { Block } from "@brightwater/content/types";
import { createContext } from "react";
import { Icon } from "../icons";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";
import { SiteLink } from "./site-link";

/** The home page's contact form: where Request Service leads from a page without one. */
export const homeRequestAnchor = "/#contact";

/** Where Request Service leads: this page's contact form, or the home page's. */
export function requestAnchor(blocks: readonly Block[]): string {
  const form = blocks.find((block) => block.type === "contactForm" && block.id);
  return form?.id ? `#${form.id}` : homeRequestAnchor;
}

/**
 * Where this page's call bar sends Request Service; null outside a page with a bar (the 404). A
 * call button, or one that leads to the same form, is the bar's twin: on a phone it gives way.
 */
export const RequestAnchorContext = createContext<string | null>(null);

/**
 * Every page on small screens: Call Now and Request Service, always in reach of a thumb (a page
 * that thanks a visitor for a request: the call alone, `formAnchor` null). The stylesheet keeps it
 * off the content (the footer ends above it), under nothing (toasts sit above it) and out of the
 * way of typing (it steps aside while a form field has focus).
 */
export function CallBar({ formAnchor, trackLabel }: { formAnchor: string | null; trackLabel: string }) {
  const { navigation } = useSite();
  return (
    <div className="call-bar" data-testid="call-bar">
      <CallLink trackLabel={trackLabel} className="button button--primary">
        <Icon name="phone" size={18} />
        {navigation.ui.callNow}
      </CallLink>
      {formAnchor === null ? null : (
        <SiteLink href={formAnchor} className="button button--secondary">
          {navigation.ui.requestService}
        </SiteLink>
      )}
    </div>
  );
}
