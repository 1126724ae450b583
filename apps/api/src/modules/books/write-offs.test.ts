import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { BOOKS_MESSAGES } from '@pocket/contracts/api/staff';

import { privateTestDb } from '../../../test/harness';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { ACCOUNTS } from '../../ledger/accounts';
import { seedLending } from '../lending/plugin';
import { makeHandBuiltLoan, markLoanWrittenOffAt } from '../lending/test-support';
import { addSuccessfulRepayment } from '../payments/test-support';
import { addBorrower } from '../user/test-support';
import { provisionMonth } from './provisioning';
import { writeOffReport } from './write-offs-report';

/*
 * The write-offs and recoveries report (docs/books.md "Reading the write-offs and recoveries report") on a
 * hand-built March and April 2032: loans made through lending's test support, entries into the ledger,
 * both month ends provisioned. The provisioning job reads every loan there is, so, as provisioning.test.ts, this runs on
 * a private PGlite copy of the migrated database (privateTestDb), on every run, the PostgreSQL one included.
 */
let db: Db;

async function loan(disbursed: string, due: string, principal: number, interest: number, status: 'REPAYING' | 'OVERDUE'): Promise<{ order: number; plan: number; user: number }> {
  const user = await addBorrower(db);
  const { order, plans } = await makeHandBuiltLoan(db, user, { principal, termDays: 30, status, disbursedAt: new Date(`${disbursed}T08:00:00Z`) }, [
    { due, principal, interest, status: 'REPAYING' },
  ]);
  return { order, plan: plans[0]!, user };
}
/** A balanced entry written as of `at` (UTC). */
async function entry(ref: string, kind: string, at: string, lines: Array<[string, string, number]>): Promise<void> {
  const [row] = await selectRows<{ id: string }>(db, sql`insert into ledger_entries (ref, kind, created_at) values (${ref}, ${kind}, ${at}::timestamptz) returning id`);
  const values = sql.join(lines.map(([account, subject, amount]) => sql`(${row!.id}, ${account}, ${subject}, ${amount})`), sql`, `);
  await db.execute(sql`insert into ledger_lines (entry_id, account, subject, amount) values ${values}`);
}
/** Money received on a written-off loan: its payment and its `recovery` entry (ref `payment:<id>`), as lending books it. */
async function recovery(l: { order: number; user: number }, at: string, amount: number): Promise<void> {
  const payment = await addSuccessfulRepayment(db, { userId: l.user, orderId: l.order, reference: `rec-${at}`, amount, at: new Date(at) });
  await entry(`payment:${payment}`, 'recovery', at, [[ACCOUNTS.cash, '-', amount], [ACCOUNTS.recoveryIncome, '-', -amount]]);
}
/** The trial balance's movement of an account in a month (ledger_day_totals, Lusaka days). */
const movement = async (account: string, month: string) =>
  Number((await selectRows<{ t: string }>(db, sql`select coalesce(sum(amount), 0) as t from ledger_day_totals where account = ${account} and to_char(day, 'YYYY-MM') = ${month}`))[0]!.t);

describe('the write-offs and recoveries of a month, from the ledger', () => {
  let x: { order: number; plan: number; user: number };

  beforeAll(async () => {
    db = await privateTestDb();
    await seedLending(db);
    x = await loan('2032-01-01', '2032-02-01', 100_000, 2_000, 'OVERDUE'); // 58 days at the end of March: substandard, 20 %
    await loan('2032-03-01', '2032-03-31', 50_000, 0, 'REPAYING'); // current at the end of March; never written off
    await provisionMonth(db, '2032-03', new Date('2032-04-01T08:00:00Z'));
    // X written off on 10 April as the adjustments desk does: what its bill owed to the write-off expense.
    await markLoanWrittenOffAt(db, x.order, new Date('2032-04-10T08:00:00Z'));
    await entry('write-off:1:plan', 'write_off', '2032-04-10T08:00:00Z', [
      [ACCOUNTS.principal, `plan:${x.plan}`, -100_000],
      [ACCOUNTS.interest, `plan:${x.plan}`, -2_000],
      [ACCOUNTS.writeOffExpense, '-', 102_000],
    ]);
    // A correction taking 500 back off the expense; recoveries on 20 April, on April's last Lusaka instant, and just after it (May).
    await entry('correction:write-off:1:plan', 'correction', '2032-04-12T08:00:00Z', [[ACCOUNTS.principal, `plan:${x.plan}`, 500], [ACCOUNTS.writeOffExpense, '-', -500]]);
    await recovery(x, '2032-04-20T08:00:00Z', 30_000);
    await recovery(x, '2032-04-30T21:59:59.999Z', 1_000);
    await recovery(x, '2032-04-30T22:00:00Z', 5_000);
    await provisionMonth(db, '2032-04', new Date('2032-05-01T08:00:00Z'));
  });

  it('April: written off, the allowance used and suspense cleared at the month end, a correction, recoveries; per loan by order id', async () => {
    const r = await writeOffReport(db, '2032-04', Date.parse('2032-06-01T00:00:00Z'));
    expect(r).toEqual({
      month: '2032-04',
      provisioned: true,
      // X's March provision (20 % of 100,000) and its interest held in suspense come off the expense at April's end.
      totals: { writtenOff: 102_000, allowanceUsed: 20_000, suspenseCleared: 2_000, other: -500, netWriteOff: 79_500, recovered: 31_000 },
      loans: [{ orderId: x.order, writtenOff: 102_000, allowanceUsed: 20_000, suspenseCleared: 2_000, recovered: 31_000 }],
    });
  });

  it('the totals tie to the trial balance’s movements of the month', async () => {
    for (const month of ['2032-03', '2032-04', '2032-05']) {
      const r = await writeOffReport(db, month, Date.parse('2032-06-01T00:00:00Z'));
      expect([r.totals.netWriteOff, r.totals.writtenOff - r.totals.allowanceUsed - r.totals.suspenseCleared + r.totals.other]).toEqual(Array(2).fill(await movement(ACCOUNTS.writeOffExpense, month)));
      expect(0 - r.totals.recovered).toBe(await movement(ACCOUNTS.recoveryIncome, month));
      expect(r.loans.reduce((t, l) => t + l.writtenOff, 0)).toBe(r.totals.writtenOff);
      expect(r.loans.reduce((t, l) => t + l.allowanceUsed, 0)).toBe(r.totals.allowanceUsed);
      expect(r.loans.reduce((t, l) => t + l.suspenseCleared, 0)).toBe(r.totals.suspenseCleared);
      expect(r.loans.reduce((t, l) => t + l.recovered, 0)).toBe(r.totals.recovered);
    }
  });

  it('March: nothing written off; May (not provisioned): only the recovery after April’s last instant', async () => {
    const zero = { writtenOff: 0, allowanceUsed: 0, suspenseCleared: 0, other: 0, netWriteOff: 0, recovered: 0 };
    expect(await writeOffReport(db, '2032-03', Date.parse('2032-06-01T00:00:00Z'))).toEqual({ month: '2032-03', provisioned: true, totals: zero, loans: [] });
    expect(await writeOffReport(db, '2032-05', Date.parse('2032-06-01T00:00:00Z'))).toEqual({
      month: '2032-05',
      provisioned: false,
      totals: { ...zero, recovered: 5_000 },
      loans: [{ orderId: x.order, writtenOff: 0, allowanceUsed: 0, suspenseCleared: 0, recovered: 5_000 }],
    });
  });

  it('refuses a month that has not ended (Lusaka calendar)', async () => {
    // 31 May 22:00 UTC is already 1 June in Lusaka: May has ended.
    await expect(writeOffReport(db, '2032-06', Date.parse('2032-06-15T00:00:00Z'))).rejects.toThrow(BOOKS_MESSAGES.writeOffsNotEnded('2032-06'));
    await expect(writeOffReport(db, '2032-05', Date.parse('2032-05-31T21:59:59.999Z'))).rejects.toThrow(BOOKS_MESSAGES.writeOffsNotEnded('2032-05'));
    expect((await writeOffReport(db, '2032-05', Date.parse('2032-05-31T22:00:00Z'))).month).toBe('2032-05');
  });
});
