import { apiRequest } from "@brightwater/contracts/api-request";
import type { BookingStatus, BookingWindowsResponse } from "@brightwater/contracts/booking-window";

// The office's calls on booked windows. Each answers the booking as it now stands.

/** One booking as the inbox shows it, with the request's name, phone and subject. */
export interface BookingView {
  id: number;
  submissionId: number;
  windowId: string;
  start: string;
  end: string;
  /** The window in words, on the office's clock ("Thu, Dec 3, 8-10 AM"). */
  label: string;
  status: BookingStatus;
  name: string;
  phone: string;
  email: string;
  subject: string;
}

export interface BookingDay {
  timeZone: string;
  day: string;
  bookings: BookingView[];
}

export type BookingAction = "confirm" | "cancel";

/** The bookings whose window is on `day` (YYYY-MM-DD, the office's calendar). */
export function fetchBookings(day: string): Promise<BookingDay> {
  return apiRequest("GET", `/api/admin/bookings?day=${day}`);
}

export function changeBooking(id: number, action: BookingAction): Promise<{ booking: BookingView }> {
  // An empty object: the route takes no fields, and a POST without a body reads as null there.
  return apiRequest("POST", `/api/admin/bookings/${id}/${action}`, {});
}

/** Moves the booking to another open window (the homeowner gets the new time). */
export function moveBooking(id: number, arrivalWindow: string): Promise<{ booking: BookingView }> {
  return apiRequest("POST", `/api/admin/bookings/${id}/move`, { arrivalWindow });
}

/** The windows open now: where a booking may move. */
export function fetchOpenWindows(): Promise<BookingWindowsResponse> {
  return apiRequest("GET", "/api/booking/windows");
}
