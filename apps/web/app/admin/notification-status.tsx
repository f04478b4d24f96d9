import type { LeadNotification, OutboxChannel } from "@brightwater/contracts";
import { channelOffLabels, formatTime, notificationLabels } from "./labels";

/**
 * What became of one notification of a lead: sent when; failed; retrying and when next; or, when
 * the server has no settings for the channel, that it is off and what to set (never "pending"
 * for a job nothing will send).
 */
export function NotificationStatus({
  notification,
  channel,
}: {
  notification: LeadNotification | null;
  channel: OutboxChannel;
}) {
  if (!notification) return <>No notification recorded</>;
  const { state, attempts, lastError, sentAt, nextAttemptAt, channelConfigured } = notification;
  if (state === "pending" && !channelConfigured) {
    return <span className="notification notification--off">{channelOffLabels[channel]}</span>;
  }
  const retrying = state === "pending" && attempts > 0;
  return (
    <span className={`notification notification--${retrying ? "retrying" : state}`}>
      <strong>{retrying ? "Retrying" : notificationLabels[state]}</strong>
      {state === "sent" && sentAt ? ` on ${formatTime(sentAt)}` : null}
      {retrying && nextAttemptAt ? ` · next attempt ${formatTime(nextAttemptAt)}` : null}
      {attempts > 0 ? ` · ${attempts} ${attempts === 1 ? "attempt" : "attempts"}` : null}
      {lastError && state !== "sent" ? <span className="notification__error">Last error: {lastError}</span> : null}
    </span>
  );
}
