import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { privateTestDb, testDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { balanceOf, postEntry } from '../../ledger/repo';
import { seedLending } from '../lending/plugin';
import { makeHandBuiltLoan, markLoansSettled, markLoanWrittenOffAt, payBillInFull, payBillsInFull, setBillsOfLoan } from '../lending/test-support';
import { addBorrower } from '../user/test-support';
import { checkClasses, classOf, DEFAULT_CLASSES, provisionOf, readClasses } from './classes';
import { lastDayOf, provisionMonth, runProvisioningJob } from './provisioning';
import { provisionReport, provisionsByClass } from './provisioning-report';

/*
 * The month-end provision on a hand-computed portfolio (PGlite: this file's own database, so the portfolio is every
 * loan there is). April 2031 and May 2031; loans made through lending's test support.
 */
let db: Db;
/**
 * The jobs read every loan in the database, so these figures hold only where this file's loans are the only ones: the
 * portfolio runs on a private PGlite copy of the migrated database (privateTestDb), also when the suite runs on the
 * shared PostgreSQL database, where its hand-built loans (bills without the engine's ledger entries) would reach other
 * files' ledger checks and other files' loans would join its portfolio.
 */

interface Bill { due: string; principal: number; interest?: number; fee?: number; penalty?: number; principalPaid?: number; feePaid?: number; settled?: boolean }

async function loan(disbursed: string, bills: Bill[], status: 'REPAYING' | 'OVERDUE' | 'SETTLED' = 'REPAYING'): Promise<number> {
  const principal = bills.reduce((sum, b) => sum + b.principal, 0);
  const { order } = await makeHandBuiltLoan(db, await addBorrower(db), { principal, termDays: 30, status, disbursedAt: new Date(`${disbursed}T08:00:00Z`) },
    bills.map(({ settled, ...b }) => ({ ...b, status: settled ? 'SETTLED' : 'REPAYING' })));
  return order;
}
const house = (account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) => balanceOf(db, account, '-');
const ledgerTotal = async () => Number((await selectRows<{ t: string }>(db, sql`select coalesce(sum(amount), 0) as t from ledger_lines`))[0]!.t);
const row = async (month: string, orderId: number) =>
  (await selectRows<Record<string, unknown>>(db, sql`select class_code, days_past_due, principal::int, provision::int, suspended_fee::int, suspended_interest::int, suspended_penalty::int from loan_provisions where month = ${month} and order_id = ${orderId}`))[0];

describe('provisioning classes (settings)', () => {
  it('defaults: current 0, special mention 1-29, substandard 30-89, doubtful 90-179, loss 180+, at 1, 5, 20, 50, 100 %', async () => {
    expect(checkClasses(DEFAULT_CLASSES)).toBeNull();
    expect([0, 1, 29, 30, 89, 90, 179, 180, 2000].map((d) => classOf(d, DEFAULT_CLASSES).code)).toEqual([
      'current', 'special_mention', 'special_mention', 'substandard', 'substandard', 'doubtful', 'doubtful', 'loss', 'loss',
    ]);
    db = await testDb();
    expect(await readClasses(db)).toEqual(DEFAULT_CLASSES);
    expect([provisionOf(100_000, 100), provisionOf(50, 100), provisionOf(49, 100)]).toEqual([1_000, 1, 0]);
  });

  it('refuses classes with a gap, an overlap, a falling rate or no open end, naming the class', () => {
    const [a, b, ...rest] = DEFAULT_CLASSES.map((c) => ({ ...c }));
    expect(checkClasses([a!, { ...b!, fromDays: 2 }, ...rest])).toBe('classes: "special_mention" must start at day 1');
    expect(checkClasses([a!, { ...b!, rateBp: 50 }, ...rest])).toBe('classes: the rate of "special_mention" is lower than the rate of "current"');
    expect(checkClasses([a!, { ...b!, toDays: null }, ...rest])).toBe('classes: only the last class may be open-ended ("special_mention" is not last)');
    expect(checkClasses(DEFAULT_CLASSES.map((c) => ({ ...c, toDays: c.toDays ?? 999 })))).toBe('classes: the last class must be open-ended (to: null)');
    expect(checkClasses([a!, b!, { ...rest[0]!, rateBp: 10_001 }])).toBe('classes: the rate of "substandard" must be 0 to 10000 basis points');
  });
});

describe('the month-end provision on a hand-computed portfolio', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await privateTestDb();
    await seedLending(db);
    ids.A = await loan('2031-03-01', [{ due: '2031-04-30', principal: 100_000 }]); // 0 days: current, 1 %
    ids.B = await loan('2031-03-01', [{ due: '2031-04-10', principal: 100_000 }, { due: '2031-06-10', principal: 100_000 }], 'OVERDUE'); // 20: special mention, 5 %
    ids.C = await loan('2031-03-01', [{ due: '2031-03-31', principal: 50_000, interest: 2_000, fee: 5_000, penalty: 3_000 }], 'OVERDUE'); // 30: substandard
    ids.D = await loan('2030-12-01', [{ due: '2031-01-30', principal: 80_000, principalPaid: 20_000, interest: 1_000 }], 'OVERDUE'); // 90: doubtful
    ids.E = await loan('2030-10-01', [{ due: '2030-11-01', principal: 40_000, penalty: 4_000 }], 'OVERDUE'); // 180: loss
    ids.F = await loan('2031-03-01', [{ due: '2031-04-01', principal: 70_000, settled: true }], 'SETTLED'); // paid: no provision
  });

  it('April: each loan at its class\'s rate, the uncollected income of non-performing loans in suspense, one balanced entry each', async () => {
    const run = await provisionMonth(db, '2031-04', new Date('2031-05-01T08:00:00Z'));
    expect(await row('2031-04', ids.A!)).toEqual({ class_code: 'current', days_past_due: 0, principal: 100_000, provision: 1_000, suspended_fee: 0, suspended_interest: 0, suspended_penalty: 0 });
    expect(await row('2031-04', ids.B!)).toMatchObject({ class_code: 'special_mention', days_past_due: 20, principal: 200_000, provision: 10_000 });
    expect(await row('2031-04', ids.C!)).toEqual({ class_code: 'substandard', days_past_due: 30, principal: 50_000, provision: 10_000, suspended_fee: 5_000, suspended_interest: 2_000, suspended_penalty: 3_000 });
    expect(await row('2031-04', ids.D!)).toMatchObject({ class_code: 'doubtful', days_past_due: 90, principal: 60_000, provision: 30_000, suspended_interest: 1_000 });
    expect(await row('2031-04', ids.E!)).toMatchObject({ class_code: 'loss', days_past_due: 180, provision: 40_000, suspended_penalty: 4_000 });
    expect(await row('2031-04', ids.F!)).toBeUndefined();
    expect(run).toMatchObject({ ran: true, provision: 91_000, suspended: 15_000, movement: { increase: 91_000, release: 0, used: 0, suspended: { fee: 5_000, interest: 3_000, penalty: 7_000 } } });
    expect([await house(ACCOUNTS.provisionExpense), await house(ACCOUNTS.loanLossAllowance), await house(ACCOUNTS.incomeInSuspense)]).toEqual([91_000, -91_000, -15_000]);
    expect([await house(ACCOUNTS.feeIncome), await house(ACCOUNTS.interestIncome), await house(ACCOUNTS.penaltyIncome)]).toEqual([5_000, 3_000, 7_000]);
    const [entry] = await selectRows<{ created_at: string }>(db, sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as created_at from ledger_entries where ref = 'provision:2031-04'`);
    expect(entry!.created_at).toBe('2031-04-30T21:59:59.999'); // the month's last Lusaka instant
    expect(await ledgerTotal()).toBe(0);
    expect((await provisionsByClass(db, '2031-04')).map((c) => [c.classCode, c.loans, c.principal, c.provision, c.suspended])).toEqual([
      ['current', 1, 100_000, 1_000, 0],
      ['special_mention', 1, 200_000, 10_000, 0],
      ['substandard', 1, 50_000, 10_000, 10_000],
      ['doubtful', 1, 60_000, 30_000, 1_000],
      ['loss', 1, 40_000, 40_000, 4_000],
    ]);
  });

  it('running the month again books nothing', async () => {
    const before = await selectRows<{ n: string }>(db, sql`select count(*) as n from ledger_lines`);
    expect(await provisionMonth(db, '2031-04', new Date('2031-05-02T08:00:00Z'))).toEqual({ month: '2031-04', ran: false, skipped: 'already provisioned' });
    expect(await selectRows(db, sql`select count(*) as n from ledger_lines`)).toEqual(before);
  });

  it('May: released when a loan is paid or cures, used when a loan is written off, suspense recognised and cleared; the ledger balanced', async () => {
    await payBillsInFull(db, [ids.A!]);
    await markLoansSettled(db, [ids.A!]);
    await payBillInFull(db, ids.B!, 1); // cures: next bill due 10 June
    await setBillsOfLoan(db, ids.C!, { feePaid: 5000 });
    await setBillsOfLoan(db, ids.E!, { penaltyDue: 6000 });
    // D written off on 15 May as the adjustments desk does: what it owed (60,000 principal, 1,000 interest) to the expense.
    await markLoanWrittenOffAt(db, ids.D!, new Date('2031-05-15T08:00:00Z'));
    await postEntry(db, { ref: 'test:write-off:D', kind: 'write_off', lines: [
      { account: ACCOUNTS.principal, subject: `plan:${ids.D!}`, amount: -60_000 },
      { account: ACCOUNTS.interest, subject: `plan:${ids.D!}`, amount: -1_000 },
      { account: ACCOUNTS.writeOffExpense, subject: '-', amount: 61_000 },
    ] });
    ids.G = await loan('2031-05-10', [{ due: '2031-06-09', principal: 300_000 }]); // new, current: +3,000

    const [run] = await runProvisioningJob(db, () => Date.parse('2031-06-01T08:00:00Z'));
    expect(await row('2031-05', ids.B!)).toMatchObject({ class_code: 'current', days_past_due: 0, principal: 100_000, provision: 1_000 });
    expect(await row('2031-05', ids.D!)).toBeUndefined();
    expect(run).toMatchObject({
      month: '2031-05', ran: true, provision: 54_000, suspended: 11_000,
      movement: { increase: 3_000, release: 10_000, used: 30_000, suspended: { fee: 0, interest: 0, penalty: 2_000 }, recognised: { fee: 5_000, interest: 0, penalty: 0 }, writtenOff: { fee: 0, interest: 1_000, penalty: 0 } },
    });
    expect(await house(ACCOUNTS.loanLossAllowance)).toBe(-54_000);
    expect(await house(ACCOUNTS.provisionExpense)).toBe(84_000); // 91,000 + 3,000 - 10,000
    expect(await house(ACCOUNTS.writeOffExpense)).toBe(30_000); // 61,000 less the 30,000 allowance used and 1,000 interest never recognised
    expect(await house(ACCOUNTS.incomeInSuspense)).toBe(-11_000);
    expect(await ledgerTotal()).toBe(0);
  });

  it('the report of a provisioned month: provisions by class, the movement and the income moved to and from suspense as booked, the fee of its accrual days', async () => {
    // The accrual's days (tested in accrual.test.ts) as it would have left them: two days of May, one of June.
    await db.execute(sql`insert into fee_accrual_days (day, deferred, earned, interest_deferred, interest_earned)
      values ('2031-05-30', 900, 40, 2700, 120), ('2031-05-31', 0, 60, 0, 180), ('2031-06-01', 500, 999, 1500, 2997)`);
    const report = await provisionReport(db, '2031-05');
    expect(report.ranAt).toBe('2031-06-01T08:00:00.000Z');
    expect(report.classes.map((c) => [c.classCode, c.loans, c.principal, c.provision, c.suspended])).toEqual([
      ['current', 2, 400_000, 4_000, 0], // B cured (100,000) and G (300,000), at 1 %
      ['special_mention', 0, 0, 0, 0],
      ['substandard', 1, 50_000, 10_000, 5_000], // C: its fee paid, 2,000 interest and 3,000 penalty held
      ['doubtful', 0, 0, 0, 0],
      ['loss', 1, 40_000, 40_000, 6_000], // E: 6,000 penalty held
    ]);
    expect(report.totals).toEqual({ loans: 4, principal: 490_000, provision: 54_000, suspended: 11_000 });
    expect(report.movement).toEqual({ increase: 3_000, release: 10_000, used: 30_000 });
    expect(report.suspense).toEqual([
      { kind: 'fee', held: 0, recognised: 5_000 },
      { kind: 'interest', held: 0, recognised: 0 },
      { kind: 'penalty', held: 2_000, recognised: 0 },
    ]);
    expect(report.suspenseWrittenOff).toBe(1_000);
    expect(report.fee).toEqual({ accruedThrough: '2031-05-31', deferred: 900, earned: 100 });
    expect(report.interest).toEqual({ deferred: 2_700, earned: 300 });
    expect((await provisionReport(db, '2031-04')).fee).toEqual({ accruedThrough: null, deferred: 0, earned: 0 });
    expect((await provisionReport(db, '2031-04')).interest).toEqual({ deferred: 0, earned: 0 });
    await expect(provisionReport(db, '2031-03')).rejects.toThrow('No provision run for 2031-03: its provisions and income are reported once the month end\'s provisioning job has run.');
  });

  it('the job catches up every month end not yet provisioned, and leaves a month closed before it ran', async () => {
    await db.execute(sql`insert into ledger_periods (month, status, closed_by, closed_at) values ('2031-06', 'closed', 1, now())`);
    const runs = await runProvisioningJob(db, () => Date.parse('2031-08-03T08:00:00Z'));
    expect(runs.map((r) => [r.month, r.ran, r.skipped])).toEqual([['2031-06', false, 'month closed'], ['2031-07', true, undefined]]);
    expect(lastDayOf('2031-07')).toBe('2031-07-31');
    expect(await ledgerTotal()).toBe(0);
  });
});
