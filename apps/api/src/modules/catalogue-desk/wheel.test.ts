import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, CATALOGUE_MORE_MESSAGES } from '@pocket/contracts/api/staff';
import type { StaffWheel } from '@pocket/contracts/api/staff';

import { call, createTestApp, loginAs, testClock, testDb } from '../../../test/harness';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { DEFAULT_DAILY_BUDGET, DEFAULT_PRIZES, drawPrize, setWheelPrizeLook, wheelDayOf } from '../activities/test-support';
import { auditRows } from '../staff-audit/test-support';
import { wheelBudgetKind, wheelPrizeKind } from './offers';

// A day of its own far ahead (a random one, so a second run on the shared PostgreSQL database starts a fresh budget).
// The wheel's prizes and budget are shared by every file there: this file puts the seeded values back when it ends.
const day0 = Date.parse('2040-01-01T08:00:00Z') + randomInt(0, 3_000) * 86_400_000;
const clock = testClock(day0);
/** The next draws the wheel makes, in order (then 0.5). */
const draws: number[] = [];
// On PostgreSQL the files share the sandbox staff accounts: a sign-in may wait for the next TOTP step, more than once
// when several files sign in at the same time.
vi.setConfig({ testTimeout: 180_000 });

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { wheelRandom: () => draws.shift() ?? 0.5 });
  db = await testDb();
});

afterAll(async () => {
  if (!app || !db) return;
  const seeded = DEFAULT_PRIZES.find((p) => p.id === 6)!;
  await db.transaction(async (tx) => {
    await wheelPrizeKind(app.offers).effect(tx, { prizeId: 6, couponId: seeded.couponId, weight: seeded.weight, cost: seeded.cost, enabled: true }, { approvalId: 0, decidedBy: 1, decidedAt: new Date() });
    await wheelBudgetKind(app.offers).effect(tx, { dailyBudget: DEFAULT_DAILY_BUDGET }, { approvalId: 0, decidedBy: 1, decidedAt: new Date() });
  });
  await setWheelPrizeLook(db, 6, { label: seeded.label, color: seeded.color });
});

/** A request of marketing approved by an admin (the maker cannot check it). */
async function approved(marketing: StaffTestSession, admin: StaffTestSession, kind: string, payload: object) {
  const asked = await marketing.call('POST', '/api/staff/approvals', { kind, payload, reason: 'wheel review' });
  expect(asked.status, asked.body).toBe(200);
  expect((await marketing.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
  const done = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
  expect(done.status, done.body).toBe(200);
}

/** A new borrower's free spin of the day with the next draw `r`: the prize id and whether a coupon was won. */
async function spin(r: number) {
  const s = await loginAs(app);
  draws.push(r);
  const res = await s.call('POST', '/api/v1/activity/turntable/spin', undefined, { 'Idempotency-Key': `spin-${crypto.randomUUID()}` });
  expect(res.status, res.body).toBe(200);
  return { prizeId: res.json.data.prizeId as number, won: res.json.data.won as boolean };
}

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the prize wheel on the catalogue desk (marketing)', () => {
  it('prizes and the daily budget change only by approved requests; the wheel then draws by the new weights and stops paying at the budget', async () => {
    let marketing = await signInSandbox(app, 'marketing');
    let admin = await signInSandbox(app, 'admin');
    const wheel = async () => (await marketing.call('GET', '/api/staff/catalogue/wheel')).json.data as StaffWheel;
    expect((await wheel()).prizes.find((p) => p.id === 6)).toMatchObject({ couponId: 205, couponName: 'K50 off your bill', weight: 2, cost: 5_000 });

    // K50 off: weight 2 -> 40. The daily budget: K15.
    await approved(marketing, admin, 'wheel.prize', { prizeId: 6, couponId: 205, weight: 40, cost: 5_000, enabled: true });
    await approved(marketing, admin, 'wheel.budget', { dailyBudget: 1_500 });
    const now = await wheel();
    expect(now.dailyBudget).toBe(1_500);
    expect(now.today).toMatchObject({ budget: 1_500, spent: 0 });
    expect(now.prizes.find((p) => p.id === 6)?.weight).toBe(40);

    // With K15 left only K5 off (30), nothing (35) and K10 off (18) are affordable: 83 in all. A draw of 0.9 falls on
    // K10 (65 to 83), 0.5 on nothing (30 to 65), 0 on K5; then K0 is left and every draw, even 0, gives nothing.
    expect(await spin(0.9)).toEqual({ prizeId: 3, won: true });
    expect(await spin(0.5)).toEqual({ prizeId: 2, won: false });
    expect(await spin(0)).toEqual({ prizeId: 1, won: true });
    expect(await spin(0)).toEqual({ prizeId: 2, won: false });
    expect(await spin(0.99)).toEqual({ prizeId: 2, won: false });
    expect((await wheel()).today).toMatchObject({ budget: 1_500, spent: 1_500 });

    // The next day starts with the budget of the desk; K1,000 a day makes every prize affordable again. Of the weights
    // 30, 35, 18, 10, 5, 40 (138), a draw of 0.72 (99.4) falls on K50 off (98 to 138); with its old weight 2 (of 100)
    // it fell on K10 off.
    clock.set(day0 + 86_400_000);
    // A staff session lasts 8 hours: a new day, new sign-ins.
    marketing = await signInSandbox(app, 'marketing');
    admin = await signInSandbox(app, 'admin');
    expect((await wheel()).today).toMatchObject({ budget: 1_500, spent: 0 });
    await approved(marketing, admin, 'wheel.budget', { dailyBudget: 100_000 });
    expect(await spin(0.72)).toEqual({ prizeId: 6, won: true });
    const today = await wheelDayOf(db, new Date(clock.now() + 7_200_000).toISOString().slice(0, 10));
    expect([Number(today!.budget), Number(today!.spent)]).toEqual([100_000, 5_000]);

    // Over many draws from a seeded source the desk's weights hold: each prize within 1 point of its share.
    const prizes = (await wheel()).prizes.filter((p) => p.enabled);
    const random = seeded(29);
    const counts = new Map<number, number>();
    const N = 100_000;
    for (let i = 0; i < N; i += 1) {
      const p = drawPrize(prizes, 100_000, random());
      counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    const total = prizes.reduce((s, p) => s + p.weight, 0);
    for (const p of prizes) expect(Math.abs((counts.get(p.id) ?? 0) / N - p.weight / total), `prize ${p.id}`).toBeLessThan(0.01);

    // Each approval's audit row holds the effect's before and after.
    const audit = await auditRows<{ after: { effect?: { entity: string; state: { dailyBudget: number } } } }>(
      db, { action: 'approval.approve', effectEntity: 'wheel_budget' }, ['after'], { newestFirst: true, limit: 1 },
    );
    expect(audit[0]!.after.effect?.state.dailyBudget).toBe(100_000);
  });

  it('refuses a prize that costs without a coupon, a wheel without a free slot, and other roles', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const ask = (payload: object) => marketing.call('POST', '/api/staff/approvals', { kind: 'wheel.prize', payload, reason: 'check it' });
    expect((await ask({ prizeId: 2, couponId: null, weight: 35, cost: 500, enabled: true })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.prizeNeedsCoupon);
    expect((await ask({ prizeId: 2, couponId: null, weight: 35, cost: 0, enabled: false })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.needsFreeSlot);
    expect((await ask({ prizeId: 2, couponId: 201, weight: 35, cost: 500, enabled: true })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.needsFreeSlot);
    expect((await ask({ prizeId: 99, couponId: null, weight: 1, cost: 0, enabled: true })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.noPrize);
    const finance = await signInSandbox(app, 'finance');
    expect((await finance.call('POST', '/api/staff/approvals', { kind: 'wheel.budget', payload: { dailyBudget: 1 }, reason: 'save money' })).status).toBe(403);
    expect((await finance.call('GET', '/api/staff/catalogue/wheel')).status).toBe(403);
  });

  it("a slot's words and colour change directly (audited); the app's wheel shows them", async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const saved = await marketing.call('POST', '/api/staff/catalogue/wheel/prizes/6', { label: 'Big K50 off', color: '#FFF7EC' });
    expect(saved.status, saved.body).toBe(200);
    const shown = (await call(app, 'GET', '/api/v1/activity/turntable')).json.data.prizes.find((p: { id: number }) => p.id === 6);
    expect(shown).toMatchObject({ label: 'Big K50 off', color: '#FFF7EC' });
    const audit = await auditRows<{ before: { label: string }; after: { label: string } }>(db, { action: 'wheel-prize.look' }, ['before', 'after'], { newestFirst: true, limit: 1 });
    expect([audit[0]!.before.label, audit[0]!.after.label]).toEqual(['K50 off', 'Big K50 off']);
    expect((await marketing.call('POST', '/api/staff/catalogue/wheel/prizes/6', { label: 'K50 off', color: 'red' })).json.msg).toBe('color: must be a colour such as #FFE3C2');
  });
});
