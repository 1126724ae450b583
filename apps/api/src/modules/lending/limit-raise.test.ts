import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { approvePrompt, borrow, borrower, waitFor } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { setBaseLimit } from './repo';

const clock = testClock(Date.parse('2026-04-01T08:00:00Z'));
let app: App;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

const limitRow = async (userId: number) =>
  (await selectRows<{ base_limit: number | string; raised_from: number | string | null; raised_at: Date | string | null }>(await testDb(), sql`select base_limit, raised_from, raised_at from credit_limits where user_id = ${userId}`))[0]!;
const view = (row: Awaited<ReturnType<typeof limitRow>>) => [Number(row.base_limit), row.raised_from === null ? null : Number(row.raised_from), row.raised_at === null ? null : new Date(row.raised_at).toISOString()];

describe('the credit limit remembers its last raise (the "limit raised recently" review rule)', () => {
  it('a loan settled on time raises the limit and records when and from what', async () => {
    const s = await borrower(app);
    const loan = await borrow(app, s, 500, 7);
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: loan.plans[0]!.planId, payAmount: loan.plans[0]!.remainingAmount, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    await approvePrompt(app, s.mobile);
    const row = await waitFor(() => limitRow(s.userId), (r) => r.raised_at !== null);
    expect(view(row)).toEqual([80_000, 50_000, new Date(clock.now()).toISOString()]);
  });

  it('an unchanged or lower limit keeps the last raise', async () => {
    const s = await borrower(app);
    const db = await testDb();
    await db.execute(sql`insert into credit_limits (user_id, base_limit) values (${s.userId}, 50000)`);
    const at = new Date('2026-11-20T08:00:00Z');
    await setBaseLimit(db, s.userId, 80_000, at);
    expect(view(await limitRow(s.userId))).toEqual([80_000, 50_000, at.toISOString()]);
    await setBaseLimit(db, s.userId, 80_000, new Date('2026-11-21T08:00:00Z'));
    await setBaseLimit(db, s.userId, 70_000, new Date('2026-11-22T08:00:00Z'));
    expect(view(await limitRow(s.userId))).toEqual([70_000, 50_000, at.toISOString()]);
  });
});
