import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { lateAndOtherRows, lateLoans, loanDelinquency } from './delinquency';
import { runOverdueJob } from './jobs';

const clock = testClock(Date.parse('2026-04-01T08:00:00Z'));
let app: App;
let db: Db;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  db = await testDb();
});

const today = () => lusakaDate(clock.now());
/** The loan's row in the daily job's read (`lateAndOtherRows`), the loan asked for by the job or not. */
const jobRow = async (orderId: number, asked = false) =>
  (await selectRows<Record<string, unknown>>(db, sql`select * from (${lateAndOtherRows(today(), sql`select ${orderId}::bigint as order_id where ${asked}`, [])}) x where order_id = ${orderId}`))[0];
const pay = async (s: Awaited<ReturnType<typeof borrower>>, orderId: number, planId: number, kwacha: number) => {
  const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: kwacha, repayAccountId: orderId, payCard: false });
  expect(res.status, res.body).toBe(200);
  expect((await approvePrompt(app, s.mobile)).status).toBe('SUCCESSFUL');
};

describe('days past due from the bills (lending door: loanDelinquency, lateLoans)', () => {
  it('0 on the due date up to 23:59 Lusaka, 1 from 00:00; a partial payment leaves the days and lowers what is late', async () => {
    clock.set(Date.parse('2026-04-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 7);
    const planId = order.plans[0]!.planId;
    expect(order.plans[0]!.repayDate).toBe('2026-04-08');

    clock.set(Date.parse('2026-04-08T21:59:00Z')); // 23:59 Lusaka on the due date
    expect(await loanDelinquency(db, order.orderId, today())).toMatchObject({ daysPastDue: 0, overdue: 0, oldestDue: '2026-04-08' });
    expect(await jobRow(order.orderId)).toBeUndefined();
    expect((await lateLoans(db, today(), 0, 10_000)).map((l) => l.orderId)).not.toContain(order.orderId);

    clock.set(Date.parse('2026-04-08T22:00:00Z')); // 00:00 Lusaka on the 9th
    await runOverdueJob(db, clock.now);
    const late = await loanDelinquency(db, order.orderId, today());
    expect(late).toMatchObject({ daysPastDue: 1, userId: s.userId, status: 'OVERDUE', writtenOff: false });
    expect(late!.overdue).toBe(late!.outstanding);
    expect((await lateLoans(db, today(), 0, 10_000)).find((l) => l.orderId === order.orderId)).toEqual(late);
    expect(await jobRow(order.orderId)).toMatchObject({ days_past_due: 1, late: true });

    clock.set(Date.parse('2026-04-15T08:00:00Z')); // 7 days late
    await runOverdueJob(db, clock.now);
    const before = (await loanDelinquency(db, order.orderId, today()))!;
    expect(before.daysPastDue).toBe(7);
    await pay(s, order.orderId, planId, 300);
    const after = (await loanDelinquency(db, order.orderId, today()))!;
    expect([after.daysPastDue, before.overdue - after.overdue]).toEqual([7, 30_000]);
  });

  it('a bill paid in full at 23:59 Lusaka on its due date is never late; the loan leaves the late list', async () => {
    clock.set(Date.parse('2026-06-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 7);
    clock.set(Date.parse('2026-06-08T21:59:00Z'));
    await pay(s, order.orderId, order.plans[0]!.planId, order.plans[0]!.remainingAmount);
    clock.set(Date.parse('2026-06-09T08:00:00Z'));
    await runOverdueJob(db, clock.now);
    expect(await loanDelinquency(db, order.orderId, today())).toMatchObject({ daysPastDue: 0, outstanding: 0, oldestDue: null, status: 'SETTLED' });
    expect((await lateLoans(db, today(), 0, 10_000)).map((l) => l.orderId)).not.toContain(order.orderId);
    expect(await jobRow(order.orderId)).toBeUndefined();
    // Asked for by the job (its case was open): read, settled and up to date.
    const asked = await jobRow(order.orderId, true);
    expect([asked?.days_past_due, Number(asked?.outstanding), asked?.status, asked?.late]).toEqual([0, 0, 'SETTLED', false]);
  });

  it('pages the late loans by order id', async () => {
    clock.set(Date.parse('2026-07-01T08:00:00Z'));
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await borrow(app, await borrower(app), 1000, 7)).orderId);
    clock.set(Date.parse('2026-07-20T08:00:00Z'));
    const first = await lateLoans(db, today(), ids[0]! - 1, 2);
    expect(first.map((l) => l.orderId)).toEqual(ids.slice(0, 2));
    expect(first.every((l) => l.daysPastDue === 12)).toBe(true);
    expect((await lateLoans(db, today(), ids[1]!, 1)).map((l) => l.orderId)).toEqual([ids[2]]);
  });
});
