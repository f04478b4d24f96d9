// Calendar dates as en-US writes them, without Intl: the first date formatter a page makes loads
// the browser's calendar data, 20-75 ms of the main thread on a 2-core machine (four times that on
// Lighthouse's phone), and review marks and article dates are drawn while most pages hydrate.
// The dates are calendar days ("2026-03-04"), the same in every time zone.

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(isoDate: string): { year: string; month: string; day: number } {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const name = monthNames[Number(month) - 1];
  // The catalogue's schema checks every date (isoDate); this is the last guard, kept short.
  if (!name || year.length !== 4 || !day) throw new Error(`not a date: ${isoDate}`);
  return { year, month: name, day: Number(day) };
}

/** "2026-03-04" → "March 2026". */
export function monthYear(isoDate: string): string {
  const { year, month } = parts(isoDate);
  return `${month} ${year}`;
}

/** "2025-09-15" → "September 15, 2025". */
export function longDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${month} ${day}, ${year}`;
}
