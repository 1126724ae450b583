import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { wheelDays, wheelSpins } from './schema';
import { DEFAULT_PRIZES } from './seed';

let app: App;
let db: Db;
const clock = testClock(Date.parse('2026-11-22T08:00:00Z'));
const key = () => `spin-${crypto.randomUUID()}`;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
  db = await testDb();
});

/** Gives today's wheel a budget (the day row is what an operator edits). */
async function budgetToday(budget: number) {
  const day = lusakaDate(new Date(clock.now()));
  await db.insert(wheelDays).values({ day, budget }).onConflictDoUpdate({ target: wheelDays.day, set: { budget, spent: 0 } });
}

describe('prize wheel', () => {
  it('shows the prizes to anyone, spins and history only to a logged-in user', async () => {
    const anon = await app.inject({ method: 'GET', url: '/api/v1/activity/turntable' });
    expect(anon.json().data).toMatchObject({ loggedIn: false, spinsLeft: 0, history: [] });
    expect(anon.json().data.prizes.map((p: { label: string }) => p.label)).toEqual(DEFAULT_PRIZES.map((p) => p.label));
    const s = await loginAs(app);
    expect((await s.call('GET', '/api/v1/activity/turntable')).json.data).toMatchObject({ loggedIn: true, spinsLeft: 1 });
  });

  it('spinning needs login and an Idempotency-Key', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/activity/turntable/spin' })).statusCode).toBe(401);
    const s = await loginAs(app);
    const res = await s.call('POST', '/api/v1/activity/turntable/spin');
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('Idempotency-Key is required to spin');
  });

  it('one free spin a day (Africa/Lusaka): the second is refused until the next Lusaka day', async () => {
    await budgetToday(100_000);
    const s = await loginAs(app);
    const first = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
    expect(first.status, first.body).toBe(200);
    expect(first.json.data.spinsLeft).toBe(0);
    const second = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
    expect(second.status).toBe(400);
    expect(second.json.msg).toMatch(/no spins left today/);
    clock.set(Date.parse('2026-11-22T21:59:00Z')); // 23:59 in Lusaka: still the same day
    expect((await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() })).status).toBe(400);
    clock.set(Date.parse('2026-11-22T22:00:00Z')); // 00:00 on the 23rd in Lusaka
    expect((await s.call('GET', '/api/v1/activity/turntable')).json.data.spinsLeft).toBe(1);
    expect((await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() })).status).toBe(200);
    expect((await s.call('GET', '/api/v1/activity/turntable')).json.data.history).toHaveLength(2);
    clock.set(Date.parse('2026-11-22T08:00:00Z'));
  });

  it('the same Idempotency-Key replays the same prize and spends one spin', async () => {
    const s = await loginAs(app);
    const k = key();
    const a = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': k });
    const b = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': k });
    expect(b.json.data).toEqual(a.json.data);
    expect(await db.select().from(wheelSpins).where(eq(wheelSpins.userId, s.userId))).toHaveLength(1);
  });

  it('a won prize is a user coupon in the coupon list; the wheel stops on the prize the server chose', async () => {
    await budgetToday(1_000_000);
    for (let i = 0; i < 30; i++) {
      const s = await loginAs(app);
      const spin = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
      const view = await s.call('GET', '/api/v1/activity/turntable');
      expect(view.json.data.prizes[spin.json.data.prizeIndex].id).toBe(spin.json.data.prizeId);
      if (!spin.json.data.won) continue;
      const list = await s.call('POST', '/api/v4/my/coupon-list', {});
      expect(list.json.data.map((c: { couponName: string }) => c.couponName)).toContain(spin.json.data.couponName);
      expect(view.json.data.history[0]).toMatchObject({ won: true, couponName: spin.json.data.couponName });
      return;
    }
    throw new Error('30 spins without a single prize');
  });

  it('with the daily budget spent every spin lands on nothing', async () => {
    await budgetToday(0);
    for (let i = 0; i < 10; i++) {
      const s = await loginAs(app);
      const spin = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
      expect(spin.json.data).toMatchObject({ won: false, couponName: null, label: 'Thanks for playing' });
    }
    await budgetToday(100_000);
  });

  it('one more spin for each bill paid on time', async () => {
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const repay = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: order.plans[0]!.remainingAmount, repayAccountId: order.orderId, payCard: false });
    expect(repay.status, repay.body).toBe(200);
    await approvePrompt(app, s.mobile);
    expect((await s.call('GET', '/api/v1/activity/turntable')).json.data.spinsLeft).toBe(2);
    await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
    await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
    const spins = await db.select().from(wheelSpins).where(eq(wheelSpins.userId, s.userId));
    expect(spins.map((x) => [x.kind, x.planId])).toEqual([['DAILY', null], ['BONUS', planId]]);
    expect((await s.call('GET', '/api/v1/activity/turntable')).json.data.spinsLeft).toBe(0);
  });

  it('sandbox: a browser journey can choose where the next spin lands (only that spin)', async () => {
    await budgetToday(100_000);
    expect((await app.inject({ method: 'POST', url: '/api/dev/wheel/next-prize', payload: { prizeId: 3 } })).statusCode).toBe(200);
    const s = await loginAs(app);
    const spin = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': key() });
    expect(spin.json.data).toMatchObject({ prizeId: 3, prizeIndex: 2, won: true, couponName: 'K10 off your bill' });
  });
});
