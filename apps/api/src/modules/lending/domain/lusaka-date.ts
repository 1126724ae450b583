// Business dates are calendar days in Africa/Lusaka (UTC+2 all year, no DST), written YYYY-MM-DD.
const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type BusinessDate = string;

/** The Lusaka calendar date of an instant. */
export function lusakaDate(instant: Date): BusinessDate {
  return new Date(instant.getTime() + LUSAKA_OFFSET_MS).toISOString().slice(0, 10);
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

/** The last instant of a Lusaka business date (a bill is due until then). */
export function endOfLusakaDay(date: BusinessDate): Date {
  return new Date((dayNumber(date) + 1) * DAY_MS - LUSAKA_OFFSET_MS - 1);
}

/** A bill is overdue from the day after its due date. */
export function isOverdue(dueDate: BusinessDate, today: BusinessDate): boolean {
  return daysBetween(dueDate, today) > 0;
}
