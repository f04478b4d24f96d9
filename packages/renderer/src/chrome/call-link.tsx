import type { ReactNode } from "react";
import { trackPhoneCall } from "../lib/track";
import { useSite } from "../site-context";
import { markCallTapped } from "./offer-storage";

/**
 * Marks the company's own call links. Only a tap on one of these is a call to the company (an
 * event, a beacon, the offer held back); a page may also list other numbers (a city's offices).
 * The start-up script that notes taps before hydration uses the same selector
 * (apps/web/scripts/defer-hydration.ts).
 */
export const companyCallSelector = 'a[data-call="company"]';

/** A tel: link to the business phone that records a phone_call event with `trackLabel`. */
export function CallLink({
  trackLabel,
  className,
  children,
}: {
  trackLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  const { business } = useSite();
  return (
    <a
      href={`tel:${business.phone.e164}`}
      className={className}
      data-track={trackLabel}
      data-call="company"
      onClick={() => {
        markCallTapped();
        trackPhoneCall(trackLabel);
      }}
    >
      {children ?? business.phone.display}
    </a>
  );
}
