import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, loginAs, testClock, testDb, type TestSession } from '../../test/harness';
import { assertLedger, borrow, borrower } from '../../test/lending-helpers';
import type { App } from '../app';
import { paymentsConfigFor } from '../config/payments';
import type { Db } from '../db/client';
import { runOverdueJob } from '../modules/lending/jobs';
import { loanPlans } from '../modules/lending/schema';
import { payments } from '../modules/payments/schema';
import { ACCOUNTS } from './accounts';
import { userCredit } from './repo';
import { ledgerEntries, ledgerLines } from './schema';

// The ledger model test on the REAL engine: random sequences of repayments (approved, declined, wrong PIN, duplicated
// provider events), coupons, extensions, overdue days and server restarts, with the invariants checked after each step.
const clock = testClock(Date.parse('2026-09-01T08:00:00Z'));
const cfg = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 5 } };
let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now, sessionTtlMs: SESSION_OUTLIVES_THE_RUN_MS }, { payments: cfg });
  db = await testDb();
});

type Outcome = 'approve' | 'decline' | 'wrongPin' | 'duplicate';
type Cmd =
  | { t: 'repay'; share: number; outcome: Outcome }
  | { t: 'coupon' }
  | { t: 'extend' }
  | { t: 'days'; n: number }
  | { t: 'restart' };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('repay' as const), share: fc.double({ min: 0, max: 1, noNaN: true }), outcome: fc.constantFrom<Outcome>('approve', 'decline', 'wrongPin', 'duplicate') }) },
  { weight: 1, arbitrary: fc.constant({ t: 'coupon' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'extend' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('days' as const), n: fc.integer({ min: 1, max: 12 }) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'restart' as const }) },
);

async function settle(reference: string, outcome: Outcome) {
  const sandbox = app.lending.registry.sandbox!;
  if (outcome === 'decline') await sandbox.decline(reference);
  else await sandbox.approve(reference, outcome === 'wrongPin' ? '0000' : '1234');
  const times = outcome === 'duplicate' ? 3 : 1;
  await Promise.all(Array.from({ length: times }, () => app.lending.engine.confirm(reference)));
}

/** A valid amount between the minimum and the remaining amount that leaves 0 or at least K50. */
function amountFor(remaining: number, min: number, share: number): number {
  let pay = Math.round((min + (remaining - min) * share) * 100) / 100;
  if (remaining - pay > 0 && remaining - pay < 50) pay = remaining;
  return pay;
}

// Sequences move the clock by up to 80 days; the session must outlive them, or a call in the middle answers 401 and
// the run would test session expiry instead of money.
const SESSION_OUTLIVES_THE_RUN_MS = 5 * 365 * 86_400_000;

async function invariants(s: TestSession, seen: Map<number, string>) {
  await assertLedger(db);
  const mine = await db.select().from(payments).where(eq(payments.userId, s.userId));
  for (const p of mine) {
    const before = seen.get(p.id);
    if (before && before !== 'PENDING') expect(p.status, `payment ${p.id} moved back`).toBe(before);
    seen.set(p.id, p.status);
  }
  const collections = mine.filter((p) => p.kind !== 'DISBURSEMENT' && p.status === 'SUCCESSFUL');
  const refs = collections.map((p) => `payment:${p.id}`);
  const cashLines = refs.length
    ? await db.select({ amount: ledgerLines.amount, account: ledgerLines.account }).from(ledgerLines).innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId)).where(inArray(ledgerEntries.ref, refs))
    : [];
  const cash = cashLines.filter((l) => l.account === ACCOUNTS.cash).reduce((a, l) => a + l.amount, 0);
  // every successful collection reached the ledger exactly once, for its amount
  const cashIn = await Promise.all(refs.map(async (ref) => (await db.select({ n: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.ref, ref))).length));
  expect(cashIn.every((n) => n === 1)).toBe(true);
  expect(cash).toBe(collections.reduce((a, p) => a + p.amount, 0));
  const plans = await db.select().from(loanPlans).where(eq(loanPlans.userId, s.userId));
  const paid = plans.reduce((a, p) => a + p.principalPaid + p.interestPaid + p.feePaid + p.penaltyPaid, 0);
  const repaid = collections.filter((p) => p.kind === 'REPAY').reduce((a, p) => a + p.amount, 0);
  const refunded = (await db.select({ ref: ledgerEntries.ref }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'extension_refunded_to_credit')))
    .filter((e) => refs.includes(e.ref)).length;
  const credit = await userCredit(db, s.userId);
  if (refunded === 0) expect(paid + credit).toBe(repaid);
  expect(credit).toBeGreaterThanOrEqual(0);
}

/** Eight prompts at most per sequence, an hour apart: under the wallet's 5 an hour and 10 a day. */
const PROMPT_SPACING_MS = 61 * 60_000;

describe('ledger model test on the real engine', () => {
  it('keeps every invariant over random sequences of payments, provider events, coupons, extensions, days and restarts', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 8 }), async (cmds) => {
        runs += 1;
        clock.advance(40 * 86_400_000);
        let s = await borrower(app);
        const order = await borrow(app, s, 1000, 14);
        const planId = order.plans[0]!.planId;
        const seen = new Map<number, string>();
        for (const c of cmds) {
          if (c.t === 'repay') {
            const detail = (await s.call('POST', `/api/order/api/getRepayDetailV2/${order.orderId}`)).json.data;
            if (!detail.repayPlanList.length) continue;
            const pay = amountFor(detail.repayPlanList[0].remainingAmount, detail.minRepayAmount, c.share);
            // A wallet takes 5 PIN prompts an hour (docs/security.md): an hour apart, a sequence never meets that cap.
            clock.advance(PROMPT_SPACING_MS);
            const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: pay });
            expect(res.status, res.body).toBe(200);
            await settle(res.json.data.reference, c.outcome);
          } else if (c.t === 'coupon') {
            const list = (await s.call('POST', '/api/v4/my/coupon-list', { planId })).json.data as Array<{ userCouponId: number; couponUsableStatus: number }>;
            const usable = list.find((x) => x.couponUsableStatus === 1);
            if (usable) {
              // the list offered it, so applying it must work
              const res = await s.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: usable.userCouponId, planId });
              expect(res.status, `${res.body} after the list ${JSON.stringify(list)}`).toBe(200);
            }
          } else if (c.t === 'extend') {
            const ext = await s.call('POST', '/api/order/api/extensionDetail', { planId });
            if (ext.status === 200) {
              clock.advance(PROMPT_SPACING_MS);
              const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 2, planId });
              expect(res.status, res.body).toBe(200);
              await settle(res.json.data.reference, 'approve');
            }
          } else if (c.t === 'days') {
            clock.advance(c.n * 86_400_000);
            await runOverdueJob(db, clock.now);
          } else {
            await app.close();
            app = await createTestApp({ now: clock.now, sessionTtlMs: SESSION_OUTLIVES_THE_RUN_MS }, { payments: cfg });
            clock.advance(61_000);
            s = await loginAs(app, s.mobile);
          }
          await invariants(s, seen);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    console.log(`[ledger-model] ${runs} random sequences on the real engine, 0 counterexamples`);
  }, 400_000);
});
