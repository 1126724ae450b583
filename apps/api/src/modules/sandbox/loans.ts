import { daysBetween, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { openLoanDueDates } from '../lending/plugin';
import { userDoor } from '../user/plugin';

/** An open loan as /dev/phone shows it, with how far its next bill is from today (negative: overdue). */
export interface DevLoan {
  orderId: number;
  status: string;
  dueDate: string;
  daysToDue: number;
  /** Days to age it by to reach the extension window; null when it is already there (or overdue). */
  ageToExtensionWindow: number | null;
}

/** Days before the due date the extension window opens (docs/lending.md: from 3 days before). */
export const EXTENSION_WINDOW_DAYS = 3;

/** How many days to age a loan so its next bill lands in the extension window (null: already there or past). */
export function daysToExtensionWindow(daysToDue: number): number | null {
  const days = daysToDue - (EXTENSION_WINDOW_DAYS - 1);
  return days >= 1 ? days : null;
}

/** Sandbox only: the open loans (repaying or overdue) of a phone number, with their earliest open bill. */
export async function openLoansOf(db: Db, e164: string, now: number): Promise<DevLoan[]> {
  const user = await userDoor.findUserByMobile(db, e164);
  if (!user) return [];
  const rows = await openLoanDueDates(db, user.id);
  const today = lusakaDate(new Date(now));
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.orderId)) return [];
    seen.add(row.orderId);
    const days = daysBetween(today, row.dueDate);
    return [{ orderId: row.orderId, status: row.status, dueDate: row.dueDate, daysToDue: days, ageToExtensionWindow: daysToExtensionWindow(days) }];
  });
}
