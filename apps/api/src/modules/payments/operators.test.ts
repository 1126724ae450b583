import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FakeAirtel } from '../../../test/fakes/airtel-fake';
import { FakeMtn } from '../../../test/fakes/mtn-fake';
import { createTestApp, testClock, testDb } from '../../../test/harness';
import { assertLedger, borrower, planRow, waitFor } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { type PaymentsConfig, paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { ledgerEntries } from '../../ledger/schema';
import { AirtelMoneyProvider } from '../../providers/mobile-money/airtel-money';
import { MtnMomoProvider } from '../../providers/mobile-money/mtn-momo';
import { MobileMoneyRegistry } from '../../providers/mobile-money/registry';
import { payments } from './schema';

// The engine against local fakes of the operators' documented APIs: MTN MoMo for 096 numbers, Airtel for 097.
const mtnFake = new FakeMtn();
const airtelFake = new FakeAirtel();
const clock = testClock(Date.parse('2026-07-01T08:00:00Z'));
let db: Db;
let base = '';
const creds = { apiUser: 'u', apiKey: 'k', subscriptionKey: 's' };
const cfg: PaymentsConfig = { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } };

function registry(): MobileMoneyRegistry {
  const r = new MobileMoneyRegistry(cfg, false);
  r.use('mtn', new MtnMomoProvider({ baseUrl: mtnFake.url, targetEnvironment: 'mtnzambia', currency: 'ZMW', collection: creds, disbursement: creds, callbackUrl: `${base}/api/callbacks/mtn`, timeoutMs: 2_000 }));
  r.use('airtel', new AirtelMoneyProvider({ baseUrl: airtelFake.url, clientId: 'cid', clientSecret: 'secret', country: 'ZM', currency: 'ZMW', disbursementPin: 'x', timeoutMs: 2_000 }));
  return r;
}

/** An app listening on a real port so that the fakes can call back. */
async function listeningApp(): Promise<App> {
  const app = await createTestApp({ now: clock.now }, { payments: cfg, mobileMoney: registry() });
  return app;
}

let app: App;
beforeAll(async () => {
  await mtnFake.start();
  await airtelFake.start();
  db = await testDb();
  // The callback URL must be known before the registry is built: listen on a fixed free port first.
  app = await listeningApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.close();
  app = await listeningApp();
  await app.listen({ port: Number(new URL(base).port), host: '127.0.0.1' });
  airtelFake.callbackUrl = `${base}/api/callbacks/airtel`;
});
afterAll(async () => {
  await mtnFake.stop();
  await airtelFake.stop();
});

async function disbursedLoan(prefix: '096' | '097') {
  const s = await borrower(app, prefix);
  const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 1000, term: 14 });
  expect(applied.status, applied.body).toBe(200);
  const fake = prefix === '096' ? mtnFake : airtelFake;
  const [transfer] = await db.select().from(payments).where(eq(payments.orderId, applied.json.data.orderId));
  expect(fake.txs.get(transfer!.reference)?.kind).toBe('disbursement');
  await fake.settle(transfer!.reference, 'SUCCESSFUL');
  await app.lending.engine.reconcile(0);
  const detail = await s.call('POST', `/api/order/api/queryLoanDetail/${applied.json.data.orderId}`);
  expect(detail.json.data.status).toBe('REPAYING');
  return { s, orderId: applied.json.data.orderId as number, planId: detail.json.data.plans[0].planId as number };
}

const repay = (s: Awaited<ReturnType<typeof disbursedLoan>>['s'], planId: number, orderId: number, payAmount: number) =>
  s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount, repayAccountId: orderId, payCard: false });

describe('payments against fake operators', () => {
  it('MTN: a dropped reply is resolved by a status call, never by a second reference', async () => {
    const { s, orderId, planId } = await disbursedLoan('096');
    mtnFake.hangCreates = 1;
    const res = await repay(s, planId, orderId, 300);
    expect(res.status, res.body).toBe(200);
    expect(res.json.data.status).toBe('PENDING');
    const ref = res.json.data.reference as string;
    expect(mtnFake.creates().filter((r) => r.headers['x-reference-id'] === ref)).toHaveLength(1);
    await app.lending.engine.reconcile(0); // still pending at the operator
    expect((await db.select().from(payments).where(eq(payments.reference, ref)))[0]!.status).toBe('PENDING');
    await mtnFake.settle(ref, 'SUCCESSFUL', { url: 'http://127.0.0.1:9/lost' }); // the callback is lost too
    expect(await app.lending.engine.reconcile(0)).toBeGreaterThanOrEqual(1);
    const [p] = await db.select().from(payments).where(eq(payments.reference, ref));
    expect(p!.status).toBe('SUCCESSFUL');
    expect(mtnFake.creates().filter((r) => r.path.includes('requesttopay'))).toHaveLength(new Set(mtnFake.creates().filter((r) => r.path.includes('requesttopay')).map((r) => r.headers['x-reference-id'])).size);
    expect((await planRow(db, planId)).principalPaid).toBe(14_000);
    await assertLedger(db);
  });

  it('MTN: duplicated callbacks are applied once; a late contrary callback changes nothing', async () => {
    const { s, orderId, planId } = await disbursedLoan('096');
    const res = await repay(s, planId, orderId, 500);
    const ref = res.json.data.reference as string;
    await mtnFake.settle(ref, 'SUCCESSFUL', { times: 3 });
    await waitFor(async () => (await db.select().from(payments).where(eq(payments.reference, ref)))[0]!.status, (st) => st === 'SUCCESSFUL');
    // A forged or stale FAILED callback: the status call says SUCCESSFUL, and a final state never moves back.
    const forged = await fetch(`${base}/api/callbacks/mtn`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ externalId: ref, status: 'FAILED' }) });
    expect(forged.status).toBe(200);
    const plan = await planRow(db, planId);
    expect(plan.feePaid + plan.interestPaid + plan.principalPaid).toBe(50_000);
    const [p] = await db.select().from(payments).where(eq(payments.reference, ref));
    expect(p!.status).toBe('SUCCESSFUL');
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, `payment:${p!.id}`))).toHaveLength(1);
    await assertLedger(db);
  });

  it('Airtel: out-of-order callbacks (before the operator is final, then twice after) are applied once', async () => {
    const { s, orderId, planId } = await disbursedLoan('097');
    const res = await repay(s, planId, orderId, 1160);
    const ref = res.json.data.reference as string;
    expect(airtelFake.txs.get(ref)?.msisdn).toBe(s.mobile.slice(1));
    // An early callback claiming success while the operator still says TIP: nothing is credited.
    await fetch(`${base}/api/callbacks/airtel`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ transaction: { id: ref, status_code: 'TS' } }) });
    expect((await db.select().from(payments).where(eq(payments.reference, ref)))[0]!.status).toBe('PENDING');
    await airtelFake.settle(ref, 'SUCCESSFUL', { times: 2 });
    const detail = await waitFor(() => s.call('POST', `/api/order/api/queryLoanDetail/${orderId}`), (r) => r.json.data.status === 'SETTLED');
    expect(detail.json.data.status).toBe('SETTLED');
    expect((await planRow(db, planId)).principalPaid).toBe(100_000);
    await assertLedger(db);
  });

  it('a failed disbursement closes the order without a bill, and the user may apply again', async () => {
    const s = await borrower(app, '096');
    const applied = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 7 });
    const [transfer] = await db.select().from(payments).where(eq(payments.orderId, applied.json.data.orderId));
    await mtnFake.settle(transfer!.reference, 'FAILED');
    await app.lending.engine.reconcile(0);
    const detail = await s.call('POST', `/api/order/api/queryLoanDetail/${applied.json.data.orderId}`);
    expect(detail.json.data).toMatchObject({ status: 'DISBURSE_FAILED', plans: [] });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, `payment:${transfer!.id}`))).toHaveLength(0);
    const again = await s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 7 });
    expect(again.status, again.body).toBe(200);
    await assertLedger(db);
  });

  it('a restart between the provider call and its answer ends with every payment final', async () => {
    const { s, orderId, planId } = await disbursedLoan('096');
    mtnFake.hangCreates = 1;
    const res = await repay(s, planId, orderId, 300);
    const ref = res.json.data.reference as string;
    // A crash after saving the reference but before calling the operator at all:
    const orphan = await db.transaction((tx) => app.lending.engine.create(tx, { userId: s.userId, orderId, planId: null, kind: 'REPAY', msisdn: s.mobile, amount: 5_000 }));
    await app.close();
    await mtnFake.settle(ref, 'SUCCESSFUL', { url: 'http://127.0.0.1:9/server-down' });
    app = await listeningApp(); // the next process
    await app.lending.engine.reconcile(0);
    clock.advance(2 * 60_000); // past the grace for requests that never reached the operator
    await app.lending.engine.reconcile(0);
    const rows = await db.select().from(payments).where(eq(payments.userId, s.userId));
    expect(rows.every((r) => r.status !== 'PENDING')).toBe(true);
    expect(rows.find((r) => r.reference === ref)!.status).toBe('SUCCESSFUL');
    expect(rows.find((r) => r.id === orphan.id)!.status).toBe('FAILED');
    expect(mtnFake.txs.has(orphan.reference)).toBe(false);
    await assertLedger(db);
  });
});
