// The business calendar of docs/product.md#money-and-time, once for the web app and the server: business dates are
// calendar days in Africa/Lusaka (UTC+2 all year, no daylight saving), written YYYY-MM-DD, whatever the phone's or
// the server's time zone.
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Lusaka calendar date, YYYY-MM-DD. */
export type BusinessDate = string;

/** The Lusaka calendar date of an instant (a Date or epoch milliseconds). */
export function lusakaDate(instant: Date | number): BusinessDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + LUSAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in Lusaka (the date a birthday, a coupon's validity or a popup's "once a day" is judged on). */
export function lusakaToday(now: Date | number = Date.now()): BusinessDate {
  return lusakaDate(now);
}

function dayNumber(date: BusinessDate): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** The date n calendar days after (or before, when negative) the given date. */
export function addDays(date: BusinessDate, days: number): BusinessDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (positive when b is later). */
export function daysBetween(a: BusinessDate, b: BusinessDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** The last instant of a Lusaka business date: a bill is due until 23:59:59.999 Lusaka on its due date. */
export function endOfLusakaDay(date: BusinessDate): Date {
  return new Date((dayNumber(date) + 1) * DAY_MS - LUSAKA_OFFSET_MS - 1);
}

/** A bill is overdue from the day after its due date. */
export function isOverdue(dueDate: BusinessDate, today: BusinessDate): boolean {
  return daysBetween(dueDate, today) > 0;
}
