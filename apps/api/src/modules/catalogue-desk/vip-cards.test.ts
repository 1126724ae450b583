import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, CATALOGUE_MORE_MESSAGES } from '@pocket/contracts/api/staff';
import { VIP_MESSAGES } from '@pocket/contracts/api/vip';

import { call, createTestApp, loginAs, testClock, testDb, type TestSession } from '../../../test/harness';
import { approvePrompt, assertLedger } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { auditRows } from '../staff-audit/test-support';
import { retireVipCard, vipCardPricesAddedBy, vipPurchaseOf } from '../vip/test-support';
import { vipPriceKind } from './vip-cards';

// The sandbox's third card (VIP Weekly, K15 for 7 days, off until the desk switches it on): the seeded cards stay as
// other files expect them. Dates in 2032, clear of other files' clocks (the database is shared on PostgreSQL); the new
// price is random so a second run on the same database tells its own version apart.
const clock = testClock(Date.parse('2032-03-01T08:00:00Z'));
const CARD = 3;
const newPrice = randomInt(20, 99) * 100;
// On PostgreSQL the files share the sandbox staff accounts: a sign-in may wait for the next TOTP step, more than once
// when several files sign in at the same time.
vi.setConfig({ testTimeout: 180_000 });

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
  db = await testDb();
});

afterAll(async () => {
  await retireVipCard(db, CARD);
});

type Card = { vipCardId: number; name: string; price: number; days: number; benefits: string[] };
const cardOf = async (s?: TestSession) => {
  const res = s ? await s.call('GET', '/api/vip/getVipCardInfo') : await call(app, 'GET', '/api/vip/getVipCardInfo');
  expect(res.status, res.body).toBe(200);
  return (res.json.data.cards as Card[]).find((c) => c.vipCardId === CARD);
};
const pay = (s: TestSession, payAmount: number) =>
  s.call('POST', '/api/vip/payment', { name: 'VIP Weekly', payAmount, mobile: s.mobile, vipCardId: CARD }, { 'Idempotency-Key': `vip-${crypto.randomUUID()}` });
const weekly = { name: 'VIP Weekly', benefits: ['Priority review', '20% off the service fee'], active: true };

describe('VIP cards on the catalogue desk (admin)', () => {
  it('an admin switches a card on and words its benefits (audited); the app offers it with those words at once', async () => {
    const admin = await signInSandbox(app, 'admin');
    expect(await cardOf()).toBeUndefined();
    // A price in the body is not the card's words: it is dropped, the price stays.
    const saved = await admin.call('POST', `/api/staff/catalogue/vip-cards/${CARD}`, { ...weekly, price: 1 });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json.data).toMatchObject({ id: CARD, active: true, price: 1_500, days: 7, benefits: weekly.benefits });
    expect(await cardOf()).toEqual({ vipCardId: CARD, name: 'VIP Weekly', price: 15, days: 7, benefits: weekly.benefits });

    const audit = await auditRows<{ before: { active: boolean }; after: { active: boolean; price: number }; actor_email: string }>(db, { action: 'vip-card.update', entityId: String(CARD) }, ['before', 'after', 'actor_email'], { newestFirst: true, limit: 1 });
    expect(audit[0]).toMatchObject({ before: { active: false }, after: { active: true, price: 1_500 }, actor_email: admin.email });
  });

  it('a price is a vip.price request: a second admin approves; purchases from its date pay it, earlier ones keep theirs', async () => {
    const early = await loginAs(app);
    const first = await pay(early, 15);
    expect(first.status, first.body).toBe(200);

    const admin = await signInSandbox(app, 'admin');
    const admin2 = await signInSandbox(app, 'admin2');
    const payload = { cardId: CARD, effectiveFrom: '2032-03-03', price: newPrice, days: 7 };
    const asked = await admin.call('POST', '/api/staff/approvals', { kind: 'vip.price', payload, reason: 'weekly card review' });
    expect(asked.status, asked.body).toBe(200);
    expect((await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const approved = await admin2.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, { note: 'matches the price sheet' });
    expect(approved.status, approved.body).toBe(200);

    const listed = (await admin.call('GET', '/api/staff/catalogue/vip-cards')).json.data.find((c: { id: number }) => c.id === CARD);
    expect(listed).toMatchObject({ price: 1_500, days: 7 });
    expect(listed.versions[0]).toMatchObject({ price: newPrice, days: 7, effectiveFrom: '2032-03-02T22:00:00.000Z', state: 'scheduled' });
    expect(listed.versions.find((v: { state: string }) => v.state === 'current')).toMatchObject({ price: 1_500, id: null });

    // Approved, not yet in force: the app still asks K15 and refuses the new amount.
    const meanwhile = await loginAs(app);
    expect((await cardOf(meanwhile))?.price).toBe(15);
    const tooSoon = await pay(meanwhile, newPrice / 100);
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.json.msg).toBe(VIP_MESSAGES.wrongAmount('K15.00'));

    // From 00:00 Lusaka on the date, new purchases pay the new price (anonymous and signed-in reads alike).
    clock.set(Date.parse('2032-03-02T22:00:00Z'));
    const late = await loginAs(app);
    expect((await cardOf())?.price).toBe(newPrice / 100);
    expect((await cardOf(late))?.price).toBe(newPrice / 100);
    const old = await pay(late, 15);
    expect(old.json.msg).toBe(VIP_MESSAGES.wrongAmount(`K${newPrice / 100}.00`));
    const bought = await pay(late, newPrice / 100);
    expect(bought.status, bought.body).toBe(200);
    expect(bought.json.data.payAmount).toBe(newPrice / 100);

    // The purchase made before keeps its K15, also when its PIN is approved after the change.
    await approvePrompt(app, early.mobile);
    await approvePrompt(app, late.mobile);
    const earlyRow = await vipPurchaseOf(db, first.json.data.paymentId);
    expect(earlyRow).toMatchObject({ amount: 1_500, status: 'PAID' });
    const lateRow = await vipPurchaseOf(db, bought.json.data.paymentId);
    expect(lateRow).toMatchObject({ amount: newPrice, status: 'PAID' });

    const audit = await auditRows<{ after: { effect?: { entity: string; state: { added: { price: number } } } } }>(db, { action: 'approval.approve', entityId: String(asked.json.data.id) }, ['after']);
    expect(audit[0]!.after.effect).toMatchObject({ entity: 'vip_card', state: { added: { price: newPrice, effectiveFrom: '2032-03-02T22:00:00.000Z' } } });
    await assertLedger(db);
  });

  it('refuses a past date, an unknown card, a price below K1, and other roles', async () => {
    const admin = await signInSandbox(app, 'admin');
    const ask = (payload: object) => admin.call('POST', '/api/staff/approvals', { kind: 'vip.price', payload, reason: 'check' });
    const past = await ask({ cardId: CARD, effectiveFrom: '2032-03-01', price: 2_000, days: 7 });
    expect([past.status, past.json.msg]).toEqual([400, CATALOGUE_MORE_MESSAGES.pastDate]);
    const ghost = await ask({ cardId: 999_999, effectiveFrom: '2032-04-01', price: 2_000, days: 7 });
    expect([ghost.status, ghost.json.msg]).toEqual([404, CATALOGUE_MORE_MESSAGES.noCard]);
    const cheap = await ask({ cardId: CARD, effectiveFrom: '2032-04-01', price: 50, days: 7 });
    expect([cheap.status, cheap.json.msg]).toEqual([400, 'payload.price: must be at least K1']);
    const marketing = await signInSandbox(app, 'marketing');
    expect((await marketing.call('POST', '/api/staff/approvals', { kind: 'vip.price', payload: { cardId: CARD, effectiveFrom: '2032-04-01', price: 2_000, days: 7 }, reason: 'promo' })).status).toBe(403);
    expect((await marketing.call('GET', '/api/staff/catalogue/vip-cards')).status).toBe(403);
    expect((await marketing.call('POST', `/api/staff/catalogue/vip-cards/${CARD}`, weekly)).status).toBe(403);
    expect((await admin.call('POST', '/api/staff/catalogue/vip-cards/999999', weekly)).json.msg).toBe(CATALOGUE_MORE_MESSAGES.noCard);
  });

  it('the effect is idempotent: run twice for one approval, one price row', async () => {
    const kind = vipPriceKind(app.vip.desk, clock.now);
    const approvalId = randomInt(1_000_000_000, 2_000_000_000);
    const payload = { cardId: CARD, effectiveFrom: '2032-05-01', price: 2_500, days: 7 };
    const a = await db.transaction((tx) => kind.effect(tx, payload, { approvalId, decidedBy: 1, decidedAt: new Date() }));
    const b = await db.transaction((tx) => kind.effect(tx, payload, { approvalId, decidedBy: 1, decidedAt: new Date() }));
    const added = (r: { after: unknown }) => (r.after as { added: { id: number } }).added.id;
    expect(added(b)).toBe(added(a));
    expect(await vipCardPricesAddedBy(db, approvalId)).toBe(1);
  });
});
