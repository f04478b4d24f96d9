import type { Booking } from "@brightwater/content/types";
import type { BookingWindow, WindowFullBody } from "@brightwater/contracts";
import type { BookingRequest } from "../../db/booking-store";
import type { Db } from "../../db/client";
import { ApiError } from "../http/api-error";
import { windowLabel } from "./window-label";
import { checkWindow, openWindows, type WindowRefusal } from "./windows";

// The open windows change only when a booking is made or changed (each clears this) or as time
// passes: a few seconds of reuse spares the database the page's every load.
const cacheMs = 5_000;

/** How many open windows a 409 offers instead of the full one. */
const alternativesShown = 6;

/**
 * The arrival windows of booking.json against the bookings stored: which are open now (kept a
 * few seconds), whether an id may be asked for, and what a full one answers instead.
 */
export class BookingDesk {
  private cached: { at: number; windows: BookingWindow[] } | null = null;
  private readonly countActive;

  constructor(
    db: Db,
    readonly settings: Booking,
  ) {
    this.countActive = db.$client.prepare<[string], { windowId: string; count: number }>(
      `SELECT window_id AS windowId, count(*) AS count FROM bookings
       WHERE status != 'cancelled' AND ends_at > ? GROUP BY window_id`,
    );
  }

  get timeZone(): string {
    return this.settings.timeZone;
  }

  /** The windows open at `now`, soonest first. */
  windows(now = new Date()): BookingWindow[] {
    if (this.cached && now.getTime() - this.cached.at < cacheMs && now.getTime() >= this.cached.at)
      return this.cached.windows;
    const booked = new Map(this.countActive.all(now.toISOString()).map((row) => [row.windowId, row.count]));
    const windows = openWindows(this.settings, now, booked);
    this.cached = { at: now.getTime(), windows };
    return windows;
  }

  /** A booking was made or changed: the next read counts again. */
  invalidate(): void {
    this.cached = null;
  }

  /** The window a request asks for, ready for the writer; undefined for none; 400 for one it may not ask for. */
  requestFor(windowId: string, now = new Date()): BookingRequest | undefined {
    if (windowId === "") return undefined;
    const checked = checkWindow(this.settings, windowId, now);
    if ("refusal" in checked) {
      throw ApiError.invalidBody({ arrivalWindow: this.refusalMessage(checked.refusal) });
    }
    const { slot } = checked;
    return {
      windowId,
      startsAt: new Date(slot.startMs).toISOString(),
      endsAt: new Date(slot.endMs).toISOString(),
      capacity: this.settings.jobsPerWindow,
    };
  }

  /** The 409 body for a window that filled: the catalogue's message and the next open windows. */
  fullBody(now = new Date()): WindowFullBody {
    this.invalidate();
    const message = this.settings.copy.windowFullMessage;
    return {
      error: { code: "window_full", message, fields: { arrivalWindow: message } },
      alternatives: this.windows(now).slice(0, alternativesShown),
    };
  }

  /** The window as people read it ("Thursday, December 3, 8:00 AM – 10:00 AM"). */
  label(request: Pick<BookingRequest, "startsAt" | "endsAt">): string {
    return windowLabel(this.settings.timeZone, request.startsAt, request.endsAt);
  }

  private refusalMessage(refusal: WindowRefusal): string {
    const { copy } = this.settings;
    const messages: Record<WindowRefusal, string> = {
      unknown: copy.unknownWindowMessage,
      closed: copy.closedDayMessage,
      too_soon: copy.tooSoonMessage,
      too_far: copy.tooFarMessage,
    };
    return messages[refusal];
  }
}
