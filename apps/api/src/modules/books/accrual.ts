import { sql } from 'drizzle-orm';

import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { book, HOUSE, posting } from '../../ledger/posting';
import { readFeeRecognition } from './fee-recognition';

/**
 * A fee's part earned by the end of Lusaka day `day`: straight line, by whole days since the day it was paid out
 * (nothing that day, all of it on the last day of its term), rounded down so that the days' parts add up to the fee.
 */
export function earnedBy(fee: number, startDay: string, termDays: number, day: string): number {
  const days = Math.min(termDays, Math.max(0, Math.round((Date.parse(day) - Date.parse(startDay)) / 86_400_000)));
  return termDays <= 0 ? fee : Math.floor((fee * days) / termDays);
}

/** A day of the accrual, in ngwee: the fees of loans paid out that day deferred, and the fees earned that day. */
export interface AccrualDay {
  deferred: number;
  earned: number;
}

/**
 * The day's entry (decision 0062): the fees charged that day leave income for the unearned-fee liability; the part of
 * every deferred fee earned that day goes back from it to income.
 */
export const feeAccrualPosting = posting<AccrualDay>(['fee_accrual'], ({ deferred, earned }) => ({
  kind: 'fee_accrual',
  lines: [
    { account: ACCOUNTS.feeIncome, subject: HOUSE, amount: deferred },
    { account: ACCOUNTS.unearnedFee, subject: HOUSE, amount: -deferred },
    { account: ACCOUNTS.unearnedFee, subject: HOUSE, amount: earned },
    { account: ACCOUNTS.feeIncome, subject: HOUSE, amount: -earned },
  ].filter((l) => l.amount !== 0),
}));

export interface AccrualRun extends Partial<AccrualDay> {
  day: string;
  ran: boolean;
  /** A day of a month closed before it was booked is left: its close stands; what it would have earned is earned on the next day booked. */
  skipped?: 'month closed';
}

/**
 * Books one Lusaka day's fee accrual, in one transaction, dated the day's last instant (`fee-accrual:<day>`): the fees
 * of loans paid out that day are deferred when the setting in force at their payout was 'over_term' (the setting
 * `before` of the first approved change after it, else today's: fee-recognition.ts); every deferred fee is earned up to that day (all of
 * what is left once the loan is settled or written off). A day booked before books nothing; a day of a closed month
 * is left (the earnings are cumulative, so the next day booked earns what it would have).
 */
export async function accrueDay(db: Db, day: string): Promise<AccrualRun> {
  return db.transaction(async (tx) => {
    const { feeRecognition: policy } = await readFeeRecognition(tx);
    const [closed] = await selectRows<{ status: string }>(tx, sql`select status from ledger_periods where month = ${day.slice(0, 7)}`);
    if (closed?.status === 'closed') return { day, ran: false, skipped: 'month closed' };
    const [mine] = await selectRows<{ day: string }>(tx, sql`insert into fee_accrual_days (day, deferred, earned) values (${day}, 0, 0) on conflict do nothing returning day`);
    if (!mine) return { day, ran: false };
    const start = endOfLusakaDay(addDays(day, -1));
    const end = endOfLusakaDay(day);
    // A loan takes the setting in force when it was paid out: a change approved after its payout keeps the old one.
    const [d] = await selectRows<{ total: string | null }>(
      tx,
      sql`with charged as (
            select o.id, o.term_days, sum(p.fee_due) as fee from loan_orders o join loan_plans p on p.order_id = o.id
            where o.disbursed_at > ${start.toISOString()}::timestamptz and o.disbursed_at <= ${end.toISOString()}::timestamptz
              and coalesce((select c.before from fee_recognition_changes c where c.changed_at > o.disbursed_at order by c.changed_at, c.id limit 1), ${policy}) = 'over_term'
            group by o.id having sum(p.fee_due) > 0),
          added as (insert into fee_accruals (order_id, start_day, term_days, fee, earned)
            select id, ${day}::date, term_days, fee, 0 from charged on conflict do nothing returning fee)
          select sum(fee) as total from added`,
    );
    const deferred = Number(d?.total ?? 0);
    const [e] = await selectRows<{ total: string | null }>(
      tx,
      sql`with due as (
            select a.order_id, a.earned as before,
              case when (o.status = 'SETTLED' and o.settled_at <= ${end.toISOString()}::timestamptz) or o.written_off_at <= ${end.toISOString()}::timestamptz then a.fee
                else least(a.fee, a.fee * least(a.term_days, greatest(0, ${day}::date - a.start_day)) / greatest(a.term_days, 1)) end as target
            from fee_accruals a join loan_orders o on o.id = a.order_id where a.earned < a.fee),
          moved as (update fee_accruals f set earned = due.target from due
            where f.order_id = due.order_id and due.target > due.before returning due.target - due.before as delta)
          select sum(delta) as total from moved`,
    );
    const earned = Number(e?.total ?? 0);
    if (deferred > 0 || earned > 0) await book(tx, feeAccrualPosting, `fee-accrual:${day}`, { deferred, earned }, end);
    await tx.execute(sql`update fee_accrual_days set deferred = ${deferred}, earned = ${earned} where day = ${day}`);
    return { day, ran: true, deferred, earned };
  });
}

/**
 * The daily accrual job: every Lusaka day not yet booked, oldest first, up to yesterday (by business time), so a
 * day skipped is caught up. The first run books only yesterday: loans paid out before it keep their fee as income
 * of the day it was charged.
 */
export async function runAccrualJob(db: Db, now: () => number): Promise<AccrualRun[]> {
  const yesterday = addDays(lusakaDate(now()), -1);
  const [last] = await selectRows<{ day: string | null }>(db, sql`select to_char(max(day), 'YYYY-MM-DD') as day from fee_accrual_days`);
  const runs: AccrualRun[] = [];
  for (let d = last?.day ? addDays(last.day, 1) : yesterday; d <= yesterday; d = addDays(d, 1)) runs.push(await accrueDay(db, d));
  return runs;
}
