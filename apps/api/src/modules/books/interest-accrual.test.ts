import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '@pocket/contracts/lusaka-date';

import { privateTestDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf } from '../../ledger/repo';
import { seedLending } from '../lending/plugin';
import { makeHandBuiltLoan, markLoanSettledAt, markLoanWrittenOffAt } from '../lending/test-support';
import { addBorrower } from '../user/test-support';
import { accrueDay, runAccrualJob } from './accrual';
import { provisionMonth } from './provisioning';

/*
 * Interest earned over the loan's term (decision 0071), on hand-computed loans (PGlite: this file's own database, so
 * these loans are every loan there is). June to September 2031; loans made through lending's test-support.
 */
let db: Db;
/** As accrual.test.ts: the job reads every loan, so the portfolio runs on a private PGlite copy (privateTestDb), on every run. */

interface Bill { due: string; interest: number; fee?: number }

/** A loan paid out at `paidOutUtc` with its bills (principal 10,000 each), `termDays` long. */
async function loan(paidOutUtc: string, termDays: number, bills: Bill[], status: 'REPAYING' | 'OVERDUE' = 'REPAYING'): Promise<number> {
  const user = await addBorrower(db);
  const { order } = await makeHandBuiltLoan(db, user, { principal: 10_000 * bills.length, termDays, status, disbursedAt: new Date(paidOutUtc) },
    bills.map((b) => ({ due: b.due, principal: 10000, interest: b.interest, fee: b.fee ?? 0 })));
  return order;
}
const interestEarned = async (orderId: number) =>
  Number((await selectRows<{ n: string }>(db, sql`select interest_earned as n from fee_accruals where order_id = ${orderId}`))[0]?.n ?? 0);
const unearnedInterest = () => balanceOf(db, ACCOUNTS.unearnedInterest, '-');
const lineCount = async () => Number((await selectRows<{ n: string }>(db, sql`select count(*) as n from ledger_lines`))[0]!.n);
const monthInterest = async (month: string) =>
  (await selectRows<{ deferred: number; earned: number }>(
    db,
    sql`select coalesce(sum(interest_deferred), 0)::int as deferred, coalesce(sum(interest_earned), 0)::int as earned from fee_accrual_days where to_char(day, 'YYYY-MM') = ${month}`,
  ))[0];

describe('interest earned over the term, day by day', () => {
  let lateNight: number;
  let pastMidnight: number;
  beforeAll(async () => {
    db = await privateTestDb();
    await seedLending(db);
    // 23:30 Lusaka on 10 June: day 0 is the 10th. 1,003 over 7 days: floor(1,003 × k / 7) by the end of day k.
    lateNight = await loan('2031-06-10T21:30:00Z', 7, [{ due: '2031-06-17', interest: 1_003 }]);
    // 00:30 Lusaka on 11 June (still the 10th in UTC): day 0 is the 11th. 14,401 over 30 days: 480 a day, 481 on the last.
    pastMidnight = await loan('2031-06-10T22:30:00Z', 30, [{ due: '2031-07-11', interest: 14_401 }]);
  });

  it('defers each loan\'s interest on its Lusaka day of payout and earns it straight line; the last day takes the rounding remainder', async () => {
    const first = await accrueDay(db, '2031-06-10');
    expect(first).toEqual({ day: '2031-06-10', ran: true, deferred: 0, earned: 0, interestDeferred: 1_003, interestEarned: 0 });
    // Each day's part of each loan: what it has earned by the day's end less what it had the day before.
    const parts: Record<'lateNight' | 'pastMidnight', number[]> = { lateNight: [], pastMidnight: [] };
    const had = { lateNight: 0, pastMidnight: 0 };
    for (let d = '2031-06-11'; d <= '2031-07-12'; d = addDays(d, 1)) {
      await accrueDay(db, d);
      for (const [name, id] of [['lateNight', lateNight], ['pastMidnight', pastMidnight]] as const) {
        const now = await interestEarned(id);
        parts[name].push(now - had[name]);
        had[name] = now;
      }
    }
    // 11 to 17 June, then nothing; 1,003 in all.
    expect(parts.lateNight.slice(0, 8)).toEqual([143, 143, 143, 144, 143, 143, 144, 0]);
    expect(parts.lateNight.reduce((s, v) => s + v, 0)).toBe(1_003);
    // Nothing on 11 June (its day 0), then 12 June to 11 July, then nothing.
    expect(parts.pastMidnight).toEqual([0, ...Array<number>(29).fill(480), 481, 0]);
    // Each month's share: June has the 7 days of the first and 19 of the second (12 to 30 June); July the last 11.
    expect(await monthInterest('2031-06')).toEqual({ deferred: 1_003 + 14_401, earned: 1_003 + 19 * 480 });
    expect(await monthInterest('2031-07')).toEqual({ deferred: 0, earned: 10 * 480 + 481 });
    // Every ngwee deferred is earned: the liability is empty again, the ledger balanced.
    expect(await unearnedInterest()).toBe(0);
    expect(await selectRows(db, sql`select coalesce(sum(amount), 0)::int as t from ledger_lines`)).toEqual([{ t: 0 }]);
  });

  it('booked twice, a day books nothing; a skipped day is caught up with its own share', async () => {
    const lines = await lineCount();
    expect(await accrueDay(db, '2031-06-20')).toEqual({ day: '2031-06-20', ran: false });
    expect(await runAccrualJob(db, () => Date.parse('2031-07-13T08:00:00Z'))).toEqual([]);
    expect(await lineCount()).toBe(lines);
    // A loan paid out on 14 July, the job not run on the 15th or 16th: the 17th books 14, 15 and 16 July in order.
    const caught = await loan('2031-07-14T08:00:00Z', 10, [{ due: '2031-07-24', interest: 1_000 }]);
    const runs = await runAccrualJob(db, () => Date.parse('2031-07-17T08:00:00Z'));
    expect(runs.map((r) => [r.day, r.interestDeferred, r.interestEarned])).toEqual([['2031-07-13', 0, 0], ['2031-07-14', 1_000, 0], ['2031-07-15', 0, 100], ['2031-07-16', 0, 100]]);
    expect(await interestEarned(caught)).toBe(200);
  });

  it('a loan settled early or written off has the rest of its interest earned that day', async () => {
    const settled = await loan('2031-08-01T08:00:00Z', 30, [{ due: '2031-08-31', interest: 3_000 }]);
    const writtenOff = await loan('2031-08-01T08:00:00Z', 30, [{ due: '2031-08-31', interest: 6_000 }]);
    for (let d = '2031-07-17'; d <= '2031-08-04'; d = addDays(d, 1)) await accrueDay(db, d);
    expect([await interestEarned(settled), await interestEarned(writtenOff)]).toEqual([300, 600]);
    await markLoanSettledAt(db, settled, new Date('2031-08-05T10:00:00Z'));
    await markLoanWrittenOffAt(db, writtenOff, new Date('2031-08-05T11:00:00Z'));
    const day = await accrueDay(db, '2031-08-05');
    // The caught-up loan's term ended in July; only these two earn on 5 August.
    expect(day).toMatchObject({ ran: true, interestDeferred: 0, interestEarned: 2_700 + 5_400 });
    expect(await unearnedInterest()).toBe(0);
  });

  it('the month end holds in suspense only the earned part of a non-performing loan\'s unpaid interest', async () => {
    // Paid out 6 August over 120 days in two bills; the first (due 31 August) unpaid, so 30 days past due at the end of
    // September: substandard. Earned by 30 September: floor(2,000 × 55 / 120) = 916 of its 2,000 interest.
    const staged = await loan('2031-08-06T08:00:00Z', 120, [{ due: '2031-08-31', interest: 1_000 }, { due: '2031-11-29', interest: 1_000 }], 'OVERDUE');
    for (let d = '2031-08-06'; d <= '2031-09-30'; d = addDays(d, 1)) await accrueDay(db, d);
    expect(await interestEarned(staged)).toBe(916);
    await provisionMonth(db, '2031-09', new Date('2031-10-01T08:00:00Z'));
    const [p] = await selectRows<{ class_code: string; suspended_interest: number }>(
      db,
      sql`select class_code, suspended_interest::int from loan_provisions where month = '2031-09' and order_id = ${staged}`,
    );
    expect(p).toEqual({ class_code: 'substandard', suspended_interest: 2_000 - (2_000 - 916) });
  });
});
