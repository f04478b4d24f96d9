import type { LeadNotification } from "@brightwater/contracts";
import { formatTime, notificationLabels } from "./labels";

/** Whether the company was e-mailed about the lead: sent when, or pending with the last error. */
export function NotificationStatus({ notification }: { notification: LeadNotification | null }) {
  if (!notification) return <>No notification recorded</>;
  const { state, attempts, lastError, sentAt } = notification;
  return (
    <span className={`notification notification--${state}`}>
      <strong>{notificationLabels[state]}</strong>
      {state === "sent" && sentAt ? ` on ${formatTime(sentAt)}` : null}
      {attempts > 0 ? ` · ${attempts} ${attempts === 1 ? "attempt" : "attempts"}` : null}
      {lastError && state !== "sent" ? <span className="notification__error">Last error: {lastError}</span> : null}
    </span>
  );
}
