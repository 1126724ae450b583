// `borrower_books.loans_tx` (migration collections_loans_tx; docs/decisions/0078): the last transaction that wrote the
// borrower's loans or bills otherwise than a bill's daily penalty. Collections' daily job reads again only the loans of
// the borrowers it names, so what must hold: every write to a loan or a bill raises it, except one that changes only a
// bill's penalty (which still raises the version the signed reads keep), in any order within a transaction.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { runOverdueJob } from '../lending/plugin';
import { changeBillRow, changeLoanOrderRow } from '../lending/test-support';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
let db: Db;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  db = await testDb();
});

const booksOf = async (userId: number) => {
  const [row] = await selectRows<{ version: string | number; tx: string | number; loans_tx: string | number }>(db, sql`select version, tx, loans_tx from borrower_books where user_id = ${userId}`);
  return { version: Number(row!.version), tx: Number(row!.tx), loansTx: Number(row!.loans_tx) };
};

async function lateLoan() {
  const s = await borrower(app);
  const loan = await borrow(app, s, 1000, 7);
  return { userId: s.userId, orderId: loan.orderId, planId: loan.plans[0]!.planId };
}

describe('the transaction that last wrote a borrower\'s loans, a day\'s penalty left out (issue 46)', () => {
  it('the overdue job\'s first day (the bill turns overdue) raises it; its later penalty days raise only the version', async () => {
    const { userId } = await lateLoan();
    const lent = await booksOf(userId);
    expect(lent.loansTx).toBe(lent.tx);
    clock.set(Date.parse('2026-12-06T08:00:00Z')); // due 4 December: late
    try {
      await runOverdueJob(app.db, clock.now);
      const first = await booksOf(userId);
      expect(first.version).toBeGreaterThan(lent.version);
      expect(first.loansTx).toBe(first.tx);
      clock.set(Date.parse('2026-12-07T08:00:00Z'));
      await runOverdueJob(app.db, clock.now);
      const second = await booksOf(userId);
      expect(second.version).toBeGreaterThan(first.version);
      expect(second.tx).toBeGreaterThan(first.tx);
      expect(second.loansTx).toBe(first.loansTx);
    } finally {
      clock.set(Date.parse('2026-11-27T08:00:00Z'));
    }
  });

  it('any other write of a bill or a loan raises it, before or after a penalty in the same transaction', async () => {
    const { userId, orderId, planId } = await lateLoan();
    let penaltyDue = 0;
    // A write of the bill's penalty alone (its amount and the day it is charged through), as the overdue job's.
    const penalty = (tx: Db) => changeBillRow(tx, planId, { penaltyDue: (penaltyDue += 10), penaltyThrough: '2026-12-01' });
    await penalty(db);
    const charged = await booksOf(userId);
    expect(charged.loansTx).toBeLessThan(charged.tx);
    const writes: Array<(tx: Db) => Promise<void>> = [
      (tx) => changeBillRow(tx, planId, { principalPaid: 1 }),
      (tx) => changeBillRow(tx, planId, { feeWaived: 1 }),
      (tx) => changeBillRow(tx, planId, { penaltyPaid: 1 }),
      (tx) => changeBillRow(tx, planId, { dueDate: '2026-12-10', extensions: 1 }),
      (tx) => changeBillRow(tx, planId, { status: 'OVERDUE' }),
      (tx) => changeLoanOrderRow(tx, orderId, { status: 'OVERDUE' }),
    ];
    for (const [k, write] of writes.entries()) {
      const before = await booksOf(userId);
      // Alternately after and before a penalty-only write in the same transaction: the order does not matter.
      await db.transaction(async (tx) => {
        if (k % 2 === 0) await penalty(tx);
        await write(tx);
        if (k % 2 === 1) await penalty(tx);
      });
      const after = await booksOf(userId);
      expect(after.version, `write ${k}`).toBe(before.version + 1);
      expect(after.loansTx, `write ${k}`).toBe(after.tx);
      expect(after.tx, `write ${k}`).toBeGreaterThan(before.tx);
    }
  });
});
