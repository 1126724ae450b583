import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { privateTestDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf } from '../../ledger/repo';
import { seedLending } from '../lending/plugin';
import { makeHandBuiltLoan, markLoanSettledAt } from '../lending/test-support';
import { addBorrower } from '../user/test-support';
import { accrueDay, earnedBy, runAccrualJob } from './accrual';

/*
 * The service fee earned over the loan's term (decision 0062) on hand-computed loans (PGlite: this file's own
 * database, so these loans are every loan there is). March 2031, loans paid out at 10:00 Lusaka.
 */
let db: Db;
/**
 * The jobs read every loan in the database, so these figures hold only where this file's loans are the only ones: the
 * portfolio runs on a private PGlite copy of the migrated database (privateTestDb), also when the suite runs on the
 * shared PostgreSQL database, where its hand-built loans (bills without the engine's ledger entries) would reach other
 * files' ledger checks and other files' loans would join its portfolio.
 */

async function loan(disbursed: string, termDays: number, fee: number, interest = 0, time = '08:00:00'): Promise<number> {
  const user = await addBorrower(db);
  const { order } = await makeHandBuiltLoan(db, user, { principal: 100000, termDays, disbursedAt: new Date(`${disbursed}T${time}Z`) }, [
    { due: '2031-12-31', principal: 100000, fee, interest },
  ]);
  return order;
}
/** 10:00 Lusaka on a day (business time). */
const at = (day: string) => () => Date.parse(`${day}T08:00:00Z`);
const unearned = () => balanceOf(db, ACCOUNTS.unearnedFee, '-');
const unearnedInterest = () => balanceOf(db, ACCOUNTS.unearnedInterest, '-');
const lineCount = async () => Number((await selectRows<{ n: string }>(db, sql`select count(*) as n from ledger_lines`))[0]!.n);

describe('the fee earned day by day (straight line)', () => {
  it('nothing on the day it is paid out, all of it on the last day of the term, the days adding up to the fee', () => {
    const days = Array.from({ length: 9 }, (_, i) => earnedBy(1_000, '2031-03-01', 7, `2031-03-0${i + 1}`));
    expect(days).toEqual([0, 142, 285, 428, 571, 714, 857, 1_000, 1_000]);
  });
});

describe('the daily fee accrual', () => {
  let slow: number;
  let odd: number;
  beforeAll(async () => {
    db = await privateTestDb();
    await seedLending(db);
    slow = await loan('2031-03-01', 30, 3_000, 9_000); // fee 100 a day, interest 300 a day
    odd = await loan('2031-03-01', 7, 1_000, 2_000); // fee 142, 143, 143, ...; interest 285, 286, 286, ...
  });

  it('the first run books yesterday: the fees and interest charged that day leave income for the unearned liabilities, dated that day', async () => {
    expect(await runAccrualJob(db, at('2031-03-02'))).toEqual([{ day: '2031-03-01', ran: true, deferred: 4_000, earned: 0, interestDeferred: 11_000, interestEarned: 0 }]);
    expect([await unearned(), await balanceOf(db, ACCOUNTS.feeIncome, '-')]).toEqual([-4_000, 4_000]);
    expect([await unearnedInterest(), await balanceOf(db, ACCOUNTS.interestIncome, '-')]).toEqual([-11_000, 11_000]);
    const [entry] = await selectRows<{ at: string }>(db, sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at from ledger_entries where ref = 'fee-accrual:2031-03-01'`);
    expect(entry!.at).toBe('2031-03-01T21:59:59.999');
  });

  it('running it twice books nothing', async () => {
    const lines = await lineCount();
    expect(await runAccrualJob(db, at('2031-03-02'))).toEqual([]);
    expect(await accrueDay(db, '2031-03-01')).toEqual({ day: '2031-03-01', ran: false });
    expect(await lineCount()).toBe(lines);
  });

  it('days skipped are caught up in order, each its own day\'s share', async () => {
    const runs = await runAccrualJob(db, at('2031-03-05'));
    expect(runs.map((r) => [r.day, r.earned, r.interestEarned])).toEqual([['2031-03-02', 242, 300 + 285], ['2031-03-03', 243, 300 + 286], ['2031-03-04', 243, 300 + 286]]);
    expect([await unearned(), await unearnedInterest()]).toEqual([-4_000 + 728, -11_000 + 1_757]);
    expect(await selectRows(db, sql`select order_id::int, earned::int, interest_earned::int from fee_accruals order by order_id`)).toEqual([
      { order_id: slow, earned: 300, interest_earned: 900 },
      { order_id: odd, earned: 428, interest_earned: 857 },
    ]);
  });

  it('a loan settled early has the rest of its fee and interest earned that day (decision 0071)', async () => {
    await markLoanSettledAt(db, odd, new Date('2031-03-05T10:00:00Z'));
    expect(await runAccrualJob(db, at('2031-03-06'))).toEqual([{ day: '2031-03-05', ran: true, deferred: 0, earned: 100 + 572, interestDeferred: 0, interestEarned: 300 + 1_143 }]);
  });

  it('with the fee recognised at disbursement, a new loan\'s fee and interest stay income; deferred ones go on being earned', async () => {
    await db.execute(sql`update books_settings set fee_recognition = 'at_disbursement'`);
    await loan('2031-03-06', 30, 500, 1_500);
    expect(await runAccrualJob(db, at('2031-03-07'))).toEqual([{ day: '2031-03-06', ran: true, deferred: 0, earned: 100, interestDeferred: 0, interestEarned: 300 }]);
    await db.execute(sql`update books_settings set fee_recognition = 'over_term'`);
    const total = await selectRows<{ t: string }>(db, sql`select coalesce(sum(amount), 0)::int as t from ledger_lines`);
    expect(total).toEqual([{ t: 0 }]);
    expect(await unearned()).toBe(-4_000 + 728 + 672 + 100);
    // The slow loan's 9,000 of interest, 5 days of 30 earned.
    expect(await unearnedInterest()).toBe(-9_000 + 1_500);
  });

  it('a day of a closed month is left, saying so', async () => {
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values ('2031-02', 'closed', 1, now())`);
    expect(await accrueDay(db, '2031-02-27')).toEqual({ day: '2031-02-27', ran: false, skipped: 'month closed' });
    expect(await selectRows(db, sql`select day from fee_accrual_days where day = '2031-02-27'`)).toEqual([]);
  });
});
