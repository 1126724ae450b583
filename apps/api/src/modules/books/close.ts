import { sql } from 'drizzle-orm';

import { BOOKS_MESSAGES, type BookChecklist, type BookMonthItem } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { monthChecklist } from './checklist';
import { addMonths, monthEnd, monthOf } from './month';

interface PeriodRow {
  month: string;
  status: 'open' | 'closed';
  closed_by: number | string | null;
  closed_at: string | Date | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

/** The ledger's first month (its first entry's, Lusaka calendar), or null while the ledger is empty. */
async function firstMonth(db: Tx): Promise<string | null> {
  const [row] = await selectRows<{ first: string | Date | null }>(db, sql`select min(created_at) as first from ledger_entries`);
  return row?.first ? monthOf(new Date(row.first)) : null;
}

async function periods(db: Tx, lock = false): Promise<Map<string, PeriodRow>> {
  const rows = await selectRows<PeriodRow>(db, lock ? sql`select * from ledger_periods order by month for update` : sql`select * from ledger_periods order by month`);
  return new Map(rows.map((r) => [r.month, r]));
}

const itemOf = (month: string, row: PeriodRow | undefined, now: number): BookMonthItem => ({
  month,
  status: row?.status === 'closed' ? 'closed' : 'open',
  ended: monthEnd(month).getTime() <= now,
  closedBy: row?.closed_by == null ? null : Number(row.closed_by),
  closedAt: iso(row?.closed_at ?? null),
});

/** The months from the ledger's first to the current one (business time), newest first, each with its status. */
export async function ledgerMonths(db: Tx, now: number): Promise<BookMonthItem[]> {
  const current = monthOf(now);
  const known = await periods(db);
  const first = [await firstMonth(db), ...known.keys()].filter((m): m is string => m !== null).sort()[0] ?? current;
  const items: BookMonthItem[] = [];
  for (let m = first < current ? first : current; m <= current; m = addMonths(m, 1)) items.push(itemOf(m, known.get(m), now));
  return items.reverse();
}

/**
 * Why the month may not be closed before its checks are even looked at, or null: it has not ended (Lusaka calendar,
 * business time), it is closed already, or an earlier month of the ledger is still open (months close in order).
 */
export async function closeBlocker(db: Tx, month: string, now: number, lock = false): Promise<string | null> {
  if (monthEnd(month).getTime() > now) return BOOKS_MESSAGES.notEnded(month);
  const known = await periods(db, lock);
  if (known.get(month)?.status === 'closed') return BOOKS_MESSAGES.alreadyClosed(month);
  const first = await firstMonth(db);
  if (first !== null) {
    for (let m = first; m < month; m = addMonths(m, 1)) {
      if (known.get(m)?.status !== 'closed') return BOOKS_MESSAGES.outOfOrder(month, m);
    }
  }
  return null;
}

/** A month with its checklist: `ready` when nothing blocks it and every check passes. */
export async function checklistOf(db: Tx, month: string, now: number, inFlightDays: number): Promise<BookChecklist> {
  const item = itemOf(month, (await periods(db)).get(month), now);
  const checks = await monthChecklist(db, month, now, inFlightDays);
  const blocker = await closeBlocker(db, month, now);
  return { ...item, checks, blocker, ready: blocker === null && checks.every((c) => c.ok) };
}

/** The first reason the month cannot be closed now, checks included, or null. */
export async function closeRefusal(db: Tx, month: string, now: number, inFlightDays: number, lock = false): Promise<string | null> {
  const blocker = await closeBlocker(db, month, now, lock);
  if (blocker) return blocker;
  const failing = (await monthChecklist(db, month, now, inFlightDays)).find((c) => !c.ok);
  return failing ? BOOKS_MESSAGES.checkFails(month, failing.title, failing.detail) : null;
}
