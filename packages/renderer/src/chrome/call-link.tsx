import type { ReactNode } from "react";
import { trackPhoneCall } from "../lib/track";
import { useSite } from "../site-context";

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
      onClick={() => trackPhoneCall(trackLabel)}
    >
      {children ?? business.phone.display}
    </a>
  );
}
