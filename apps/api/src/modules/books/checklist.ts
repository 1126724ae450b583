import { sql } from 'drizzle-orm';

import type { CloseCheck } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { inFlightSince } from '../payments/plugin';
import { periodReconciliation } from '../reconciliation/plugin';
import { addMonths, monthEnd, monthStart } from './month';
import { lastDayOf } from './provisioning';

const DAY_MS = 24 * 60 * 60 * 1000;
const kwacha = (ngwee: number) => `K${(ngwee / 100).toFixed(2)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The trial balance at the month's end, as the reports' trial balance reads it (docs/reports.md): each account's
 * balance from the daily totals (`ledger_day_totals`, Lusaka days) up to the month's last day, debit balances against
 * credit balances. Read from the totals, not the ledger's lines, so it stays fast on a large ledger.
 */
async function trialBalance(db: Tx, month: string): Promise<CloseCheck> {
  const [row] = await selectRows<{ debits: number | string; credits: number | string }>(
    db,
    sql`select coalesce(sum(case when b.balance > 0 then b.balance else 0 end), 0) as debits, coalesce(sum(case when b.balance < 0 then -b.balance else 0 end), 0) as credits
          from (select account, sum(amount) as balance from ledger_day_totals where day < ${`${addMonths(month, 1)}-01`}::date group by account) b`,
  );
  const debits = Number(row?.debits ?? 0);
  const credits = Number(row?.credits ?? 0);
  const title = 'Trial balance balanced';
  return debits === credits
    ? { name: 'trial-balance', title, ok: true, detail: `Debits and credits both ${kwacha(debits)} at the end of ${month}.` }
    : { name: 'trial-balance', title, ok: false, detail: `Debits ${kwacha(debits)} and credits ${kwacha(credits)} differ by ${kwacha(Math.abs(debits - credits))} at the end of ${month}.` };
}

/** No payment in flight (PENDING) for more than `days` days, judged now (business time). */
async function paymentsInFlight(db: Tx, now: number, days: number): Promise<CloseCheck> {
  const { count, oldest } = await inFlightSince(db, new Date(now - days * DAY_MS));
  const title = `No payment in flight for more than ${plural(days, 'day', 'days')}`;
  return count === 0
    ? { name: 'payments-in-flight', title, ok: true, detail: `No payment started before ${new Date(now - days * DAY_MS).toISOString().slice(0, 10)} is still in flight.` }
    : { name: 'payments-in-flight', title, ok: false, detail: `${plural(count, 'payment is', 'payments are')} still in flight, the oldest since ${oldest!.toISOString().slice(0, 10)}: resolve them on the payments desk.` };
}

/** Every operator statement of the month imported in the reconciliation, and its differences resolved. */
async function statements(db: Tx, month: string): Promise<CloseCheck> {
  const { unseen, unresolved } = await periodReconciliation(db, monthStart(month), monthEnd(month));
  const title = 'Operator statements imported and reconciled';
  if (unseen > 0) {
    return { name: 'statements', title, ok: false, detail: `${plural(unseen, 'successful payment', 'successful payments')} of ${month} ${unseen === 1 ? 'is' : 'are'} on no imported operator statement: import the month's statements.` };
  }
  if (unresolved > 0) {
    return { name: 'statements', title, ok: false, detail: `${plural(unresolved, 'difference', 'differences')} of ${month} not resolved yet on the reconciliation desk.` };
  }
  return { name: 'statements', title, ok: true, detail: `Every successful payment of ${month} is on an imported statement and every difference is resolved.` };
}

/**
 * The fee accrual (accrual.ts) has booked the month's last Lusaka day: the days are booked in order, so every day of the
 * month is in. A month that ended before the accrual's first day passes: the job never books a day before its first
 * (the fees of loans paid out before it stayed income of the day they were charged), so it has nothing to wait for.
 */
async function feeAccrual(db: Tx, month: string): Promise<CloseCheck> {
  const last = lastDayOf(month);
  const [row] = await selectRows<{ first: string | null; reached: string | null }>(
    db,
    sql`select to_char(min(day), 'YYYY-MM-DD') as first, to_char(max(day), 'YYYY-MM-DD') as reached from fee_accrual_days`,
  );
  const title = "The month's last fee accrual booked";
  const name = 'fee-accrual';
  if (!row?.reached) return { name, title, ok: false, detail: `The fee accrual job has not booked any day yet: ${last}, the last day of ${month}, is not booked.` };
  if (row.first! > last) return { name, title, ok: true, detail: `The fee accrual began on ${row.first!}, after ${month}: it books no day of ${month}.` };
  return row.reached >= last
    ? { name, title, ok: true, detail: `The fee accrual has booked every day up to ${row.reached}, ${last} (the last day of ${month}) included.` }
    : { name, title, ok: false, detail: `The fee accrual has booked up to ${row.reached}: ${last}, the last day of ${month}, is not booked yet (the job runs after the day ends).` };
}

/**
 * The month-end provision (provisioning.ts) has run for the month (`provision_runs`). A month before the provisioning's
 * first month passes: the job never provisions a month before the first it ran for.
 */
async function provisionRun(db: Tx, month: string): Promise<CloseCheck> {
  const [row] = await selectRows<{ first: string | null; mine: string | null; ran_at: string | Date | null }>(
    db,
    sql`select (select min(month) from provision_runs) as first, r.month as mine, r.ran_at from (select 1) one left join provision_runs r on r.month = ${month}`,
  );
  const title = "The month's provisioning run";
  const name = 'provisioning';
  if (row?.mine) return { name, title, ok: true, detail: `The provisioning job ran for ${month} on ${lusakaDate(new Date(row.ran_at!))}.` };
  if (row?.first && row.first > month) return { name, title, ok: true, detail: `The provisioning began with ${row.first}, after ${month}: no provision is made for ${month}.` };
  return { name, title, ok: false, detail: `No provision run for ${month}: the provisioning job runs after the month's last day.` };
}

/** The month-end checklist of a month (docs/books.md), in the order the desk shows it. */
export async function monthChecklist(db: Tx, month: string, now: number, inFlightDays: number): Promise<CloseCheck[]> {
  return [
    await trialBalance(db, month),
    await paymentsInFlight(db, now, inFlightDays),
    await statements(db, month),
    await feeAccrual(db, month),
    await provisionRun(db, month),
  ];
}
