import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it, vi } from 'vitest';

import { APPROVAL_MESSAGES, CATALOGUE_MORE_MESSAGES } from '@pocket/contracts/api/staff';

import { createTestApp, loginAs, testClock, testDb, type TestSession } from '../../../test/harness';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { couponPacksWithCode } from '../activities/test-support';
import { couponIdsFromSource } from '../coupon/test-support';
import { auditRows } from '../staff-audit/test-support';
import { couponPackKind } from './offers';

// A pack of this file's own, in 2033 (no seeded pack is open then; the database is shared on PostgreSQL).
const clock = testClock(Date.parse('2033-01-10T08:00:00Z'));
const code = `DESK${randomInt(100_000, 999_999)}`;
// On PostgreSQL the files share the sandbox staff accounts: a sign-in may wait for the next TOTP step, more than once
// when several files sign in at the same time.
vi.setConfig({ testTimeout: 180_000 });

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  db = await testDb();
});

type Pack = { id: number; code: string; name: string; coupons: string[]; claimed: boolean; exhausted: boolean };
const offered = async (s: TestSession) => {
  const res = await s.call('GET', '/api/v1/activity/coupon-packs');
  expect(res.status, res.body).toBe(200);
  return (res.json.data as Pack[]).find((p) => p.code === code);
};
const claim = (s: TestSession) => s.call('POST', '/api/v1/activity/coupon-packs/claim', { code }, { 'Idempotency-Key': `claim-${crypto.randomUUID()}` });
const couponsOf = (userId: number) => couponIdsFromSource(db, userId, `pack:${code}`);

const terms = {
  packId: null, code, name: 'Desk pack', description: 'Two K15 coupons for your next bills',
  items: [{ couponId: 207, count: 2 }], validFrom: '2033-01-10', validUntil: '2033-01-31', maxClaims: 1, listed: true,
};

describe('coupon packs on the catalogue desk (marketing)', () => {
  it('marketing lists the coupons with their values', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const res = await marketing.call('GET', '/api/staff/catalogue/coupons');
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.find((c: { id: number }) => c.id === 207)).toEqual({
      id: 207, code: 'PACK15', name: 'K15 off your bill', kind: 'AMOUNT_OFF', amountOff: 1_500, discountBp: 0, minBill: 20_000, validDays: 30,
    });
  });

  it('a pack that grants coupons is a coupon.pack request: another person approves; then borrowers see and claim it', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const admin = await signInSandbox(app, 'admin');
    const asked = await marketing.call('POST', '/api/staff/approvals', { kind: 'coupon.pack', payload: terms, reason: 'January campaign' });
    expect(asked.status, asked.body).toBe(200);
    const first = await loginAs(app);
    expect(await offered(first)).toBeUndefined();
    expect((await claim(first)).status).toBe(404);
    expect((await marketing.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {})).json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const approved = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, { note: 'budgeted' });
    expect(approved.status, approved.body).toBe(200);

    expect(await offered(first)).toMatchObject({ name: 'Desk pack', coupons: ['K15 off your bill', 'K15 off your bill'], claimed: false, exhausted: false });
    const claimed = await claim(first);
    expect(claimed.status, claimed.body).toBe(200);
    expect(await couponsOf(first.userId)).toEqual([207, 207]);
    // One claim allowed: the next borrower finds it exhausted.
    const second = await loginAs(app);
    expect(await offered(second)).toMatchObject({ exhausted: true });
    expect((await claim(second)).status).toBe(410);

    const listed = (await marketing.call('GET', '/api/staff/catalogue/coupon-packs')).json.data.find((p: { code: string }) => p.code === code);
    expect(listed).toMatchObject({ claims: 1, maxClaims: 1, validFrom: '2033-01-10', validUntil: '2033-01-31', live: false, items: [{ couponId: 207, count: 2, couponName: 'K15 off your bill' }] });

    // New terms (room for more claims) are a request too; after approval the second borrower can claim.
    const more = await marketing.call('POST', '/api/staff/approvals', { kind: 'coupon.pack', payload: { ...terms, packId: listed.id, maxClaims: 2 }, reason: 'more room' });
    expect(more.status, more.body).toBe(200);
    expect((await admin.call('POST', `/api/staff/approvals/${more.json.data.id}/approve`, {})).status).toBe(200);
    expect((await claim(second)).status).toBe(200);

    // The words change directly, audited with before and after; the app shows them at once.
    const renamed = await marketing.call('POST', `/api/staff/catalogue/coupon-packs/${listed.id}`, { name: 'January pack', description: 'Two K15 coupons' });
    expect(renamed.status, renamed.body).toBe(200);
    expect(await offered(second)).toMatchObject({ name: 'January pack' });
    const audit = await auditRows<{ before: { name: string }; after: { name: string } }>(db, { action: 'coupon-pack.text', entityId: String(listed.id) }, ['before', 'after']);
    expect(audit).toEqual([expect.objectContaining({ before: expect.objectContaining({ name: 'Desk pack' }), after: expect.objectContaining({ name: 'January pack' }) })]);
  });

  it('refuses an unknown coupon, a taken code, fewer claims than made, reversed dates and other roles', async () => {
    const marketing = await signInSandbox(app, 'marketing');
    const ask = (payload: object) => marketing.call('POST', '/api/staff/approvals', { kind: 'coupon.pack', payload, reason: 'check' });
    const packs = (await marketing.call('GET', '/api/staff/catalogue/coupon-packs')).json.data as Array<{ id: number; code: string; claims: number }>;
    const mine = packs.find((p) => p.code === code)!;
    expect((await ask({ ...terms, code: 'OTHER1', items: [{ couponId: 999_999, count: 1 }] })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.noCoupon);
    const taken = await ask({ ...terms, code: 'WELCOME2026' });
    expect([taken.status, taken.json.msg]).toEqual([409, CATALOGUE_MORE_MESSAGES.packCodeTaken]);
    expect((await ask({ ...terms, packId: mine.id, maxClaims: 1 })).json.msg).toBe(CATALOGUE_MORE_MESSAGES.belowClaims);
    expect((await ask({ ...terms, code: 'OTHER2', validUntil: '2033-01-01' })).json.msg).toBe(`payload.validUntil: ${CATALOGUE_MORE_MESSAGES.datesReversed}`);
    const support = await signInSandbox(app, 'support');
    expect((await support.call('POST', '/api/staff/approvals', { kind: 'coupon.pack', payload: { ...terms, code: 'OTHER3' }, reason: 'a support promo' })).status).toBe(403);
    expect((await support.call('GET', '/api/staff/catalogue/coupon-packs')).status).toBe(403);
    expect((await support.call('POST', `/api/staff/catalogue/coupon-packs/${mine.id}`, { name: 'x', description: 'y' })).status).toBe(403);
  });

  it('the effect is idempotent: a new pack approved twice is one pack', async () => {
    const kind = couponPackKind(app.offers);
    const payload = { ...terms, code: `${code}B` };
    const a = await db.transaction((tx) => kind.effect(tx, payload, { approvalId: 1, decidedBy: 1, decidedAt: new Date() }));
    const b = await db.transaction((tx) => kind.effect(tx, payload, { approvalId: 1, decidedBy: 1, decidedAt: new Date() }));
    expect(b.entityId).toBe(a.entityId);
    expect(await couponPacksWithCode(db, payload.code)).toBe(1);
  });
});
