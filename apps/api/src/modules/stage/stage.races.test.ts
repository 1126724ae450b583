import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { approvePrompt, assertLedger, borrower, planRow } from '../../../test/lending-helpers';
import { RACERS, raceApp, raceReport } from '../../../test/races';
import { openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { paymentsWhere } from '../payments/plugin';
import { stageOrders } from './schema';

let app: App;
let db: Db;
const N = RACERS;

beforeAll(async () => {
  ({ app, db } = await raceApp({ pendingPrompts: true }));
});

const report = raceReport(() => db);

describe('stage orders under concurrency (docs/security.md#the-bar)', () => {
  it(`deposit race: ${N} concurrent deposits open 1 order with 1 request-to-pay`, async () => {
    const s = await borrower(app, '096', false);
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/mobile-order/pay', { phoneId: 1, mobile: s.mobile })));
    const ok = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    const orders = await db.select().from(stageOrders).where(eq(stageOrders.userId, s.userId));
    report('stage-deposit', { requests: N, accepted: ok, refusedOpen: refused, providerRequests: prompts, stageOrders: orders.length });
    expect([ok, refused, prompts, orders.length]).toEqual([1, N - 1, 1, 1]);
    await approvePrompt(app, s.mobile);
    await assertLedger(db);
  });

  it(`same-key deposit race: ${N} concurrent deposits with one Idempotency-Key give 1 request-to-pay and 1 answer`, async () => {
    const s = await borrower(app, '097', false);
    const key = `key-${crypto.randomUUID()}`;
    const body = { phoneId: 1, mobile: s.mobile };
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/mobile-order/pay', body, { 'Idempotency-Key': key })));
    const replay = await s.call('POST', '/api/v1/mobile-order/pay', body, { 'Idempotency-Key': key });
    const ok = answers.filter((a) => a.status === 200);
    const distinct = new Set([...ok, replay].map((a) => a.json.data.paymentId));
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    report('stage-deposit-same-key', { requests: N, answered200: ok.length, distinctAnswers: distinct.size, providerRequests: prompts });
    expect(prompts).toBe(1);
    expect(distinct.size).toBe(1);
    expect(replay.status).toBe(200);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  });

  it(`stage-bill race: ${N} concurrent repayments of one stage bill make 1 request-to-pay and never pay above due`, async () => {
    const s = await borrower(app, '096', false);
    const order = await openStageOrder(app, s);
    const planId = order.plans[0]!.planId;
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/mobile-order/repay', { planId, amount: 190.14, mobile: s.mobile })));
    const ok = answers.filter((a) => a.status === 200).length;
    const waits = answers.filter((a) => a.status === 409).length;
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    const rows = await paymentsWhere(db, { planId });
    report('stage-bill', { requests: N, accepted: ok, refusedInFlight: waits, providerRequests: prompts, paymentRows: rows.length });
    expect([ok, waits, prompts, rows.length]).toEqual([1, N - 1, 1, 1]);
    await approvePrompt(app, s.mobile);
    const plan = await planRow(db, planId);
    expect(plan.principalPaid + plan.interestPaid + plan.feePaid + plan.penaltyPaid).toBe(19_014);
    expect(plan.status).toBe('SETTLED');
    await assertLedger(db);
  });

  it(`same-key stage-bill race: ${N} concurrent repayments with one Idempotency-Key give 1 request-to-pay`, async () => {
    const s = await borrower(app, '097', false);
    const order = await openStageOrder(app, s);
    const body = { planId: order.plans[1]!.planId, amount: 100, mobile: s.mobile };
    const key = `key-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: N }, () => s.call('POST', '/api/v1/mobile-order/repay', body, { 'Idempotency-Key': key })));
    const distinct = new Set(answers.filter((a) => a.status === 200).map((a) => a.json.data.paymentId));
    const prompts = (await app.lending.registry.sandbox!.pendingPrompts(s.mobile)).length;
    report('stage-bill-same-key', { requests: N, distinctAnswers: distinct.size, providerRequests: prompts });
    expect([distinct.size, prompts]).toEqual([1, 1]);
  });
});
