import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { APPROVAL_MESSAGES, CATALOGUE_MESSAGES } from '@pocket/contracts/api/staff';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { assertLedger, borrower, waitFor } from '../../../test/lending-helpers';
import { signInSandbox } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { DEFAULT_PRODUCTS, addProductVersion, billsOfLoan, loanOrderOf, productVersionsOf } from '../lending/test-support';
import { auditRows } from '../staff-audit/test-support';
import { productPriceKind } from './product-price';

// A product of this file's own (the database is shared with other files on PostgreSQL; the seeded products stay as
// they are): a copy of Pocket Loan, 14 days at 14% interest.
const clock = testClock(Date.parse('2026-03-01T08:00:00Z'));
const productId = randomInt(100_000, 1_000_000_000);
const code = `PRICE_TEST_${productId}`;
let app: App;
let db: Db;

const seeded = DEFAULT_PRODUCTS[0]!;
const pricesWith = (interest14: number) => ({
  minAmount: seeded.minAmount, maxAmount: seeded.maxAmount, step: seeded.step,
  terms: seeded.terms.map((t) => (t.days === 14 ? { days: 14, interestBp: interest14 } : t)),
  serviceFeeBp: seeded.serviceFeeBp, serviceFeeMin: seeded.serviceFeeMin, penaltyDailyBp: seeded.penaltyDailyBp,
  penaltyCapBp: seeded.penaltyCapBp, extensionFeeBp: seeded.extensionFeeBp, maxExtensions: seeded.maxExtensions,
});

beforeAll(async () => {
  const payments = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };
  app = await createTestApp({ now: clock.now }, { payments });
  db = await testDb();
  await addProductVersion(db, { ...seeded, id: productId, code, effectiveFrom: new Date(seeded.effectiveFrom), active: false });
});

/** Applies for K1,000 over 14 days on `id` and waits for the disbursement; answers the order and its one bill. */
async function borrowOn(s: TestSession, id: number) {
  const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: id, amount: 1000, term: 14 });
  expect(applied.status, applied.body).toBe(200);
  const orderId = applied.json.data.orderId as number;
  const detail = await waitFor(() => s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`), (r) => r.json.data?.status === 'REPAYING');
  expect(detail.json.data.status).toBe('REPAYING');
  const order = await loanOrderOf(db, orderId);
  const [plan] = await billsOfLoan(db, orderId);
  return { orderId, versionId: order!.productId, interest: Number(plan!.interestDue) };
}

const trialInterest = async (s: TestSession, id: number) => {
  const res = await s.call('POST', '/api/v4/product/productTrial', { productId: id, amount: 1000, term: 14 });
  expect(res.status, res.body).toBe(200);
  return res.json.data.interest as number;
};

describe('loan product prices: versions from a date, new loans only', () => {
  it('an admin asks, a second admin approves; loans after the date take the new price and earlier ones keep theirs', async () => {
    const early = await borrower(app);
    const before = await borrowOn(early, productId);
    expect(before).toMatchObject({ versionId: productId, interest: 140_00 });

    const admin = await signInSandbox(app, 'admin');
    const admin2 = await signInSandbox(app, 'admin2');
    const payload = { productId, effectiveFrom: '2026-03-03', ...pricesWith(2_000) };
    const asked = await admin.call('POST', '/api/staff/approvals', { kind: 'product.price', payload, reason: 'funding costs rose' });
    expect(asked.status, asked.body).toBe(200);
    // Nothing changes until a second admin approves.
    expect((await admin.call('GET', '/api/staff/catalogue/products')).json.data.find((p: { code: string }) => p.code === code).versions).toHaveLength(1);
    const own = await admin.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, {});
    expect(own.json.msg).toBe(APPROVAL_MESSAGES.ownRequest);
    const approved = await admin2.call('POST', `/api/staff/approvals/${asked.json.data.id}/approve`, { note: 'checked against the rate sheet' });
    expect(approved.status, approved.body).toBe(200);

    const listed = (await admin.call('GET', '/api/staff/catalogue/products')).json.data.find((p: { code: string }) => p.code === code);
    expect(listed.versions.map((v: { version: number; state: string; effectiveFrom: string; loans: number }) => [v.version, v.state, v.effectiveFrom, v.loans])).toEqual([
      [2, 'scheduled', '2026-03-02T22:00:00.000Z', 0],
      [1, 'current', '2000-01-01T00:00:00.000Z', 1],
    ]);
    const newVersionId = listed.versions[0].id as number;

    // Approved but not yet effective: a loan today still takes the old price.
    const meanwhile = await borrower(app);
    expect(await trialInterest(meanwhile, productId)).toBe(140);
    expect(await borrowOn(meanwhile, productId)).toMatchObject({ versionId: productId, interest: 140_00 });

    // From 00:00 Lusaka on the date (22:00 UTC the day before), new loans take version 2, whichever id the app sends.
    clock.set(Date.parse('2026-03-02T22:00:00Z'));
    const late = await borrower(app);
    expect(await trialInterest(late, productId)).toBe(200);
    expect(await borrowOn(late, productId)).toMatchObject({ versionId: newVersionId, interest: 200_00 });

    // The earlier loan keeps its own terms: its version, and its bill of K1,000 + K140 interest + K20 fee.
    const order = await loanOrderOf(db, before.orderId);
    expect(order!.productId).toBe(productId);
    const detail = await early.call('POST', `/api/order/api/getRepayDetailV2/${before.orderId}`);
    expect(detail.status, detail.body).toBe(200);
    expect(detail.json.data.repayPlanList[0].remainingAmount).toBe(1160);

    const audit = await auditRows<{ after: { effect?: { entity: string; entityId: number } } }>(db, { action: 'approval.approve', entityId: String(asked.json.data.id) }, ['after']);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after.effect).toMatchObject({ entity: 'loan_product', entityId: newVersionId });
    await assertLedger(db);
  });

  it('refuses a past date, amounts out of order, and requests or reads by other roles', async () => {
    clock.set(Date.parse('2026-03-05T08:00:00Z'));
    const admin = await signInSandbox(app, 'admin');
    const base = { productId, ...pricesWith(1_500) };
    const past = await admin.call('POST', '/api/staff/approvals', { kind: 'product.price', payload: { ...base, effectiveFrom: '2026-03-04' }, reason: 'too late' });
    expect(past.status).toBe(400);
    expect(past.json.msg).toBe(CATALOGUE_MESSAGES.pastDate);
    const reversed = await admin.call('POST', '/api/staff/approvals', { kind: 'product.price', payload: { ...base, effectiveFrom: '2026-03-06', maxAmount: 100_00 }, reason: 'typo' });
    expect(reversed.status).toBe(400);
    expect(reversed.json.msg).toBe(`payload.maxAmount: ${CATALOGUE_MESSAGES.minAboveMax}`);
    const negative = await admin.call('POST', '/api/staff/approvals', { kind: 'product.price', payload: { ...base, effectiveFrom: '2026-03-06', serviceFeeBp: -1 }, reason: 'typo' });
    expect(negative.json.msg).toBe('payload.serviceFeeBp: cannot be negative');
    const unknown = await admin.call('POST', '/api/staff/approvals', { kind: 'product.price', payload: { ...base, productId: 999_999_999_999, effectiveFrom: '2026-03-06' }, reason: 'ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.msg).toBe(CATALOGUE_MESSAGES.noProduct);
    const marketing = await signInSandbox(app, 'marketing');
    const byMarketing = await marketing.call('POST', '/api/staff/approvals', { kind: 'product.price', payload: { ...base, effectiveFrom: '2026-03-06' }, reason: 'promo' });
    expect(byMarketing.status).toBe(403);
    expect((await marketing.call('GET', '/api/staff/catalogue/products')).status).toBe(403);
  });

  it('the effect is idempotent: run twice, one version', async () => {
    const kind = productPriceKind(app.lending.products, clock.now);
    const payload = { productId, effectiveFrom: '2026-04-01', ...pricesWith(1_600) };
    const first = await db.transaction((tx) => kind.effect(tx, payload, { approvalId: 1, decidedBy: 1, decidedAt: new Date() }));
    const second = await db.transaction((tx) => kind.effect(tx, payload, { approvalId: 1, decidedBy: 1, decidedAt: new Date() }));
    expect(second.entityId).toBe(first.entityId);
    const rows = await productVersionsOf(db, code);
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2, 3]);
  });

  it('approvals of several price changes at once each add their own version (distinct ids and version numbers)', async () => {
    const kind = productPriceKind(app.lending.products, clock.now);
    const dates = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
    const results = await Promise.all(dates.map((effectiveFrom, i) => db.transaction((tx) => kind.effect(tx, { productId, effectiveFrom, ...pricesWith(1_700 + i) }, { approvalId: 100 + i, decidedBy: 1, decidedAt: new Date() }))));
    expect(new Set(results.map((r) => r.entityId)).size).toBe(dates.length);
    const rows = await productVersionsOf(db, code);
    expect(rows.map((r) => r.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
