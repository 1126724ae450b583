import { sql } from 'drizzle-orm';

import { BOOKS_MESSAGES, type BookWriteOffLoan, type BookWriteOffs } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { conflict } from '../../plugins/errors';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { paymentRows } from '../payments/plugin';
import { addMonths, monthEnd, monthOf, monthStart } from './month';

/** The month's entries, as the trial balance dates them (the Lusaka day of `created_at`). */
const inMonth = (month: string) => sql`e.created_at >= ${monthStart(month).toISOString()}::timestamptz and e.created_at < ${monthEnd(month).toISOString()}::timestamptz`;

/**
 * The write-off expense's lines of the month by the kind of their entry: `write_off` (debits: what loans owed when
 * written off), `provision` (credit: the allowance used), `income_suspense` (credit: suspense cleared), any other.
 */
async function writeOffLines(db: Db, month: string) {
  const rows = await selectRows<{ kind: string; amount: string }>(
    db,
    sql`select e.kind, sum(l.amount) as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id
         where l.account = ${ACCOUNTS.writeOffExpense} and ${inMonth(month)} group by e.kind`,
  );
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.amount ?? 0);
  const net = rows.reduce((t, r) => t + Number(r.amount), 0);
  const writtenOff = of('write_off');
  const allowanceUsed = 0 - of('provision');
  const suspenseCleared = 0 - of('income_suspense');
  return { writtenOff, allowanceUsed, suspenseCleared, other: net - writtenOff + allowanceUsed + suspenseCleared, netWriteOff: net };
}

/**
 * Per loan (order id): what its bills owed when written off in the month (the receivable lines of its `write_off`
 * entries, subject `plan:<id>`), its recoveries (the `income:recovery` line of a `recovery` entry, whose ref is the
 * payment's, `payment:<id>`), and, once the month end is provisioned, the provision and suspended income its last
 * month end held, used and cleared against the write-off (the provisioning job's `used`: loans written off by the
 * month's end).
 */
async function loansOf(db: Db, month: string, provisioned: boolean): Promise<BookWriteOffLoan[]> {
  const end = monthEnd(month).toISOString();
  const rows = await selectRows<{ order_id: string; written_off: string; used: string; cleared: string; recovered: string }>(
    db,
    sql`with w as (
          select p.order_id, sum(-l.amount) as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id
            join ${loanPlanRows} p on l.subject = 'plan:' || p.id
           where e.kind = 'write_off' and l.account <> ${ACCOUNTS.writeOffExpense} and ${inMonth(month)} group by p.order_id),
        r as (
          select y.order_id, sum(-l.amount) as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id
            join ${paymentRows} y on e.ref = 'payment:' || y.id
           where e.kind = 'recovery' and l.account = ${ACCOUNTS.recoveryIncome} and ${inMonth(month)} group by y.order_id),
        u as (
          select v.order_id, v.provision as used, v.suspended_fee + v.suspended_interest + v.suspended_penalty as cleared
            from loan_provisions v join ${loanOrderRows} o on o.id = v.order_id
           where ${provisioned}::boolean and v.month = ${addMonths(month, -1)} and o.written_off_at < ${end}::timestamptz
             and not exists (select 1 from loan_provisions c where c.month = ${month} and c.order_id = v.order_id)),
        ids as (select order_id from w union select order_id from r union select order_id from u)
      select ids.order_id, coalesce(w.amount, 0) as written_off, coalesce(u.used, 0) as used, coalesce(u.cleared, 0) as cleared, coalesce(r.amount, 0) as recovered
        from ids left join w on w.order_id = ids.order_id left join r on r.order_id = ids.order_id left join u on u.order_id = ids.order_id
       order by ids.order_id`,
  );
  return rows.map((r) => ({ orderId: Number(r.order_id), writtenOff: Number(r.written_off), allowanceUsed: Number(r.used), suspenseCleared: Number(r.cleared), recovered: Number(r.recovered) }));
}

/**
 * The write-offs and recoveries of an ended month (docs/books.md "Reading the write-offs and recoveries report"), read
 * from the ledger: the totals are the month's movements of `expense:write_off` by the kind of entry and of
 * `income:recovery`, so they tie to the trial balance; the loans by order id only (no borrower). Refuses a month that
 * has not ended (Lusaka calendar, business time).
 */
export async function writeOffReport(db: Db, month: string, now: number): Promise<BookWriteOffs> {
  if (month >= monthOf(now)) throw conflict(BOOKS_MESSAGES.writeOffsNotEnded(month));
  const [run] = await selectRows<{ month: string }>(db, sql`select month from provision_runs where month = ${month}`);
  const totals = await writeOffLines(db, month);
  const [rec] = await selectRows<{ amount: string | null }>(
    db,
    sql`select sum(-l.amount) as amount from ledger_entries e join ledger_lines l on l.entry_id = e.id where l.account = ${ACCOUNTS.recoveryIncome} and ${inMonth(month)}`,
  );
  return { month, provisioned: run !== undefined, totals: { ...totals, recovered: Number(rec?.amount ?? 0) }, loans: await loansOf(db, month, run !== undefined) };
}
