import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { approvePrompt, assertLedger, borrow, borrower, planRow } from '../../../test/lending-helpers';
import { RACERS, raceApp, raceReport } from '../../../test/races';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../ledger/schema';
import { userCouponById } from '../coupon/plugin';
import { payments } from './schema';

let app: App;
let db: Db;
const N = RACERS;

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
});

const report = raceReport(() => db);

describe('concurrency bars of docs/security.md#the-bar', () => {
  it(`same-bill race: ${N} concurrent repayments of one bill make 1 provider request and never pay above due`, async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: N }, () => s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false })),
    );
    const ms = Date.now() - started;
    const ok = answers.filter((a) => a.status === 200).length;
    const waits = answers.filter((a) => a.status === 409).length;
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    const rows = await db.select().from(payments).where(eq(payments.planId, planId));
    report('same-bill', { requests: N, accepted: ok, refusedInFlight: waits, providerRequests: prompts, paymentRows: rows.length, ms });
    expect(ok).toBe(1);
    expect(waits).toBe(N - 1);
    expect(prompts).toBe(1);
    expect(rows).toHaveLength(1);
    await approvePrompt(app, s.mobile);
    const plan = await planRow(db, planId);
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid + plan.penaltyPaid).toBe(116_000);
    expect(plan.status).toBe('SETTLED');
    await assertLedger(db);
  });

  it(`same-key race: ${N} concurrent requests with one Idempotency-Key give 1 provider request and 1 answer`, async () => {
    const s = await borrower(app, '097');
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const body = { bizType: 1, planId, payAmount: 300, repayAccountId: order.orderId, payCard: false };
    const key = `key-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/order/payment/api/submitRepayApplyV2', body, { 'Idempotency-Key': key })));
    const ok = answers.filter((a) => a.status === 200);
    const inFlight = answers.filter((a) => a.status === 409).length;
    const replay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', body, { 'Idempotency-Key': key });
    const other = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { ...body, payAmount: 400 }, { 'Idempotency-Key': key });
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    const distinct = new Set([...ok, replay].map((a) => a.json.data.paymentId));
    report('same-key', { requests: N, answered200: ok.length, refusedInFlight: inFlight, distinctAnswers: distinct.size, providerRequests: prompts });
    expect(prompts).toBe(1);
    expect(distinct.size).toBe(1);
    expect(ok.length + inFlight).toBe(N);
    expect(replay.status).toBe(200);
    expect(other.status).toBe(422);
    expect(other.json.msg).toBe('This Idempotency-Key was already used for a different request');
  });

  it('a refused submit releases its Idempotency-Key (the claim rolls back with the refusal)', async () => {
    const s = await borrower(app, '097');
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const key = `key-${crypto.randomUUID()}`;
    const body = { bizType: 1, planId, payAmount: 300, repayAccountId: order.orderId, payCard: false };
    const refused = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { ...body, payAmount: 5000 }, { 'Idempotency-Key': key });
    expect(refused.status).toBe(400);
    const accepted = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', body, { 'Idempotency-Key': key });
    expect(accepted.status, accepted.body).toBe(200);
    const replay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', body, { 'Idempotency-Key': key });
    expect(replay.json.data).toEqual(accepted.json.data);
    expect(await db.select().from(payments).where(eq(payments.planId, planId))).toHaveLength(1);
  });

  it(`coupon race: ${N} concurrent applications of one coupon over 3 stage bills, then ${N} confirmations, consume it exactly once`, async () => {
    const s = await borrower(app);
    const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 2, amount: 1000, term: 14 });
    expect(applied.status, applied.body).toBe(200);
    const { waitFor } = await import('../../../test/lending-helpers');
    const detail = await waitFor(() => s.call('POST', `/api/order/api/queryLoanDetail/${applied.json.data.orderId}`), (r) => r.json.data?.status === 'REPAYING');
    const planIds = (detail.json.data.plans as Array<{ planId: number }>).map((p) => p.planId);
    expect(planIds).toHaveLength(3);
    const [coupon] = (await s.call('POST', '/api/v4/my/coupon-list', {})).json.data;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => s.call('POST', '/api/coupon/api/couponUsedByPlanId', { userCouponId: coupon.userCouponId, planId: planIds[i % 3] })),
    );
    const row = await userCouponById(db, coupon.userCouponId);
    const target = row!.appliedPlanId!;
    expect(planIds).toContain(target);
    // Pay the bill that holds the coupon and deliver its success 50 times at once.
    const remaining = (await s.call('POST', `/api/order/api/getRepayDetailV2/${applied.json.data.orderId}`)).json.data.repayPlanList.find((p: { planId: number }) => p.planId === target).remainingAmount;
    const pay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId: target, payAmount: remaining, repayAccountId: applied.json.data.orderId, payCard: false });
    expect(pay.status, pay.body).toBe(200);
    await app.lending.registry.sandbox!.approve(pay.json.data.reference, '1234');
    await Promise.all(Array.from({ length: N }, () => app.lending.engine.confirm(pay.json.data.reference)));
    const used = await userCouponById(db, coupon.userCouponId);
    const waivers = await db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, 'coupon_waiver'), like(ledgerEntries.ref, `coupon:${coupon.userCouponId}`)));
    report('coupon', { applications: N, accepted: answers.filter((a) => a.status === 200).length, plansHoldingIt: 1, confirmations: N, consumed: used!.usedAt ? 1 : 0, waiverEntries: waivers.length });
    expect(used!.usedAt).not.toBeNull();
    expect(used!.usedPlanId).toBe(target);
    expect(waivers).toHaveLength(1);
    await assertLedger(db);
  });
});
