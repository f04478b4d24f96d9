import { outboxChannels } from "@brightwater/contracts";

/**
 * The outbox's channels: the lead's own (contracts), and the mails to the homeowner about their
 * booking, one job per mail, each carrying what it says (`payload`).
 */
export const queueChannels = [...outboxChannels, "booking_mail"] as const;
export type QueueChannel = (typeof queueChannels)[number];

/** What a booking mail says, fixed when it is queued: a retry sends the same words and calendar entry. */
export interface BookingMailPayload {
  bookingId: number;
  mail: "requested" | "confirmed" | "moved" | "cancelled" | "reminder";
  windowId: string;
  startsAt: string;
  endsAt: string;
  sequence: number;
}
