import { lusakaDate } from '@pocket/contracts/lusaka-date';

const LUSAKA_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The first instant of a Lusaka month 'YYYY-MM' (00:00 Lusaka = 22:00 UTC the day before). */
export function monthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1) - LUSAKA_OFFSET_MS);
}

/** The first instant after a Lusaka month. */
export function monthEnd(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1) - LUSAKA_OFFSET_MS);
}

/** The Lusaka month of an instant. */
export const monthOf = (instant: Date | number): string => lusakaDate(instant).slice(0, 7);

/** The month after (n = 1) or before (n = -1) a month. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
