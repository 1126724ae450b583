import { sql } from 'drizzle-orm';

import { addDays, endOfLusakaDay, lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { book, HOUSE, posting } from '../../ledger/posting';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { readFeeRecognition } from './fee-recognition';

/**
 * A fee's part earned by the end of Lusaka day `day`: straight line, by whole days since the day it was paid out
 * (nothing that day, all of it on the last day of its term), rounded down so that the days' parts add up to the fee.
 */
export function earnedBy(fee: number, startDay: string, termDays: number, day: string): number {
  const days = Math.min(termDays, Math.max(0, Math.round((Date.parse(day) - Date.parse(startDay)) / 86_400_000)));
  return termDays <= 0 ? fee : Math.floor((fee * days) / termDays);
}

/** A day of the accrual, in ngwee: the fees and interest of loans paid out that day deferred, and those earned that day. */
export interface AccrualDay {
  deferred: number;
  earned: number;
  interestDeferred: number;
  interestEarned: number;
}

/**
 * The day's entry (decisions 0062, 0071): the fees and interest charged that day leave income for the unearned-fee and
 * unearned-interest liabilities; the part of every deferred fee and interest earned that day goes back to income.
 */
export const feeAccrualPosting = posting<AccrualDay>(['fee_accrual'], ({ deferred, earned, interestDeferred, interestEarned }) => ({
  kind: 'fee_accrual',
  lines: [
    { account: ACCOUNTS.feeIncome, subject: HOUSE, amount: deferred },
    { account: ACCOUNTS.unearnedFee, subject: HOUSE, amount: -deferred },
    { account: ACCOUNTS.unearnedFee, subject: HOUSE, amount: earned },
    { account: ACCOUNTS.feeIncome, subject: HOUSE, amount: -earned },
    { account: ACCOUNTS.interestIncome, subject: HOUSE, amount: interestDeferred },
    { account: ACCOUNTS.unearnedInterest, subject: HOUSE, amount: -interestDeferred },
    { account: ACCOUNTS.unearnedInterest, subject: HOUSE, amount: interestEarned },
    { account: ACCOUNTS.interestIncome, subject: HOUSE, amount: -interestEarned },
  ].filter((l) => l.amount !== 0),
}));

export interface AccrualRun extends Partial<AccrualDay> {
  day: string;
  ran: boolean;
  /** A day of a month closed before it was booked is left: its close stands; what it would have earned is earned on the next day booked. */
  skipped?: 'month closed';
}

/** A deferred amount's part earned by the end of `day` in SQL, as `earnedBy`: all of it once the loan is settled or written off. */
function target(part: 'fee' | 'interest', day: string, end: Date) {
  const amount = sql.raw(`a.${part}`);
  const at = end.toISOString();
  return sql`case when (o.status = 'SETTLED' and o.settled_at <= ${at}::timestamptz) or o.written_off_at <= ${at}::timestamptz then ${amount}
    else least(${amount}, ${amount} * least(a.term_days, greatest(0, ${day}::date - a.start_day)) / greatest(a.term_days, 1)) end`;
}

/**
 * Books one Lusaka day's accrual of fees and interest, in one transaction, dated the day's last instant
 * (`fee-accrual:<day>`): the fees and interest of loans paid out that day are deferred when the setting in force at
 * their payout was 'over_term' (the setting `before` of the first approved change after it, else today's:
 * fee-recognition.ts; one setting for both, decision 0071); every deferred fee and interest is earned up to that day
 * (all of what is left once the loan is settled or written off). A day booked before books nothing; a day of a closed
 * month is left (the earnings are cumulative, so the next day booked earns what it would have).
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
    const [d] = await selectRows<{ fee: string | null; interest: string | null }>(
      tx,
      sql`with charged as (
            select o.id, o.term_days, sum(p.fee_due) as fee, sum(p.interest_due) as interest from ${loanOrderRows} o join ${loanPlanRows} p on p.order_id = o.id
            where o.disbursed_at > ${start.toISOString()}::timestamptz and o.disbursed_at <= ${end.toISOString()}::timestamptz
              and coalesce((select c.before from fee_recognition_changes c where c.changed_at > o.disbursed_at order by c.changed_at, c.id limit 1), ${policy}) = 'over_term'
            group by o.id, o.term_days having sum(p.fee_due) > 0 or sum(p.interest_due) > 0),
          added as (insert into fee_accruals (order_id, start_day, term_days, fee, earned, interest, interest_earned)
            select id, ${day}::date, term_days, fee, 0, interest, 0 from charged on conflict do nothing returning fee, interest)
          select sum(fee) as fee, sum(interest) as interest from added`,
    );
    const [e] = await selectRows<{ fee: string | null; interest: string | null }>(
      tx,
      sql`with due as (
            select a.order_id, a.earned as before, a.interest_earned as interest_before,
              ${target('fee', day, end)} as target, ${target('interest', day, end)} as interest_target
            from fee_accruals a join ${loanOrderRows} o on o.id = a.order_id where a.earned < a.fee or a.interest_earned < a.interest),
          moved as (update fee_accruals f set earned = due.target, interest_earned = due.interest_target from due
            where f.order_id = due.order_id and (due.target > due.before or due.interest_target > due.interest_before)
            returning due.target - due.before as fee, due.interest_target - due.interest_before as interest)
          select sum(fee) as fee, sum(interest) as interest from moved`,
    );
    const run: AccrualDay = { deferred: Number(d?.fee ?? 0), earned: Number(e?.fee ?? 0), interestDeferred: Number(d?.interest ?? 0), interestEarned: Number(e?.interest ?? 0) };
    if (Object.values(run).some((v) => v > 0)) await book(tx, feeAccrualPosting, `fee-accrual:${day}`, run, end);
    await tx.execute(sql`update fee_accrual_days set deferred = ${run.deferred}, earned = ${run.earned}, interest_deferred = ${run.interestDeferred},
      interest_earned = ${run.interestEarned} where day = ${day}`);
    return { day, ran: true, ...run };
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
