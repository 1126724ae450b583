import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AirtelMoneyProvider } from '../../src/providers/mobile-money/airtel-money';
import { MtnMomoProvider } from '../../src/providers/mobile-money/mtn-momo';
import { ProviderError } from '../../src/providers/mobile-money/types';
import { FakeAirtel } from './airtel-fake';
import { NO_FAULTS, withFaults } from './fault-profile';
import { FakeMtn } from './mtn-fake';
import { OperatorFaults } from './operator-faults';

// The misbehaving operators through our real adapters (the code production runs), and a callback receiver standing
// in for our server: what the adapters see and what arrives at the callback URL is what the fault profile drew.
const creds = { apiUser: 'u', apiKey: 'k', subscriptionKey: 's' };
let mtn: FakeMtn;
let airtel: FakeAirtel;
let receiver: Server;
let received: Array<{ method: string; path: string; body: Record<string, unknown>; at: number }>;
let receiverUrl = '';
let faults: OperatorFaults[] = [];

beforeEach(async () => {
  received = [];
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown>, at: Date.now() });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  mtn = await new FakeMtn().start();
  airtel = await new FakeAirtel().start();
  airtel.callbackUrl = `${receiverUrl}/api/callbacks/airtel`;
});
afterEach(async () => {
  for (const f of faults) f.stop();
  faults = [];
  await mtn.stop();
  await airtel.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

const mtnAdapter = (timeoutMs = 1_000) =>
  new MtnMomoProvider({ baseUrl: mtn.url, targetEnvironment: 'mtnzambia', currency: 'ZMW', collection: creds, disbursement: creds, callbackUrl: 'http://unused.invalid/api/callbacks/mtn', timeoutMs });
const airtelAdapter = (timeoutMs = 1_000) =>
  new AirtelMoneyProvider({ baseUrl: airtel.url, clientId: 'cid', clientSecret: 'secret', country: 'ZM', currency: 'ZMW', disbursementPin: 'x', timeoutMs });
/** The fault layer on a fake; callbacks go to the receiver (MTN's X-Callback-Url is rewritten to it, as to N processes). */
function misbehave(fake: FakeMtn | FakeAirtel, changes: Parameters<typeof withFaults>[1]): OperatorFaults {
  const f = new OperatorFaults(fake, withFaults(NO_FAULTS, changes), { callbackTargets: [receiverUrl] });
  faults.push(f);
  return f;
}
const pay = (reference = randomUUID()) => ({ reference, msisdn: '0961234567', amount: 10_000, note: 'Pocket bill 1' });
const payAirtel = (reference = randomUUID()) => ({ ...pay(reference), msisdn: '0971234567' });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => T, ok: (v: T) => boolean, ms = 3_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = read();
    if (ok(v) || Date.now() - start > ms) return v;
    await wait(10);
  }
}

describe('a misbehaving operator through our real adapters (issue 49)', () => {
  it('without faults: the owner approves, one callback arrives (PUT for MTN) and the status says SUCCESSFUL', async () => {
    const f = misbehave(mtn, {});
    const req = pay();
    await mtnAdapter().requestToPay(req);
    await until(() => received.length, (n) => n >= 1);
    expect(received).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/callbacks/mtn', body: expect.objectContaining({ externalId: req.reference, status: 'SUCCESSFUL' }) })]);
    expect(await mtnAdapter().status('collection', req.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(f.decisionsSince(0)).toEqual([expect.objectContaining({ seq: 1, reference: req.reference, kind: 'collection', amount: '100.00', status: 'SUCCESSFUL' })]);
  });

  it('a 5xx before storing: the adapter says unavailable and the operator never heard of the reference', async () => {
    const f = misbehave(mtn, { request: { serverError: 1, storedShare: 0, timeout: 0 } });
    const req = pay();
    await expect(mtnAdapter().requestToPay(req)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await mtnAdapter().status('collection', req.reference)).toEqual({ status: 'NOT_FOUND' });
    expect(f.stats).toMatchObject({ creates: 1, createServerErrors: 1, createServerErrorsStored: 0, transactions: 0 });
  });

  it('a 5xx after storing (Airtel): unavailable, yet the transaction exists and is decided', async () => {
    const f = misbehave(airtel, { request: { serverError: 1, storedShare: 1, timeout: 0 } });
    const req = payAirtel();
    await expect(airtelAdapter().requestToPay(req)).rejects.toBeInstanceOf(ProviderError);
    await until(() => airtel.txs.get(req.reference)?.status, (s) => s === 'SUCCESSFUL');
    expect(await airtelAdapter().status('collection', req.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(f.stats).toMatchObject({ createServerErrorsStored: 1, transactions: 1 });
  });

  it('a create that is never answered: the adapter times out, the transaction was stored', async () => {
    const f = misbehave(mtn, { request: { serverError: 0, storedShare: 0, timeout: 1 } });
    const req = pay();
    await expect(mtnAdapter(300).requestToPay(req)).rejects.toMatchObject({ kind: 'timeout' });
    expect(mtn.txs.has(req.reference)).toBe(true);
    expect(f.stats.createTimeouts).toBe(1);
  });

  it('status queries fail with a 5xx or time out, as the adapter reports them', async () => {
    misbehave(mtn, { status: { serverError: 1, timeout: 0 } });
    const req = pay();
    await mtnAdapter().requestToPay(req);
    await expect(mtnAdapter().status('collection', req.reference)).rejects.toMatchObject({ kind: 'unavailable' });
    faults[0]!.stop();
    mtn.handler = null;
    misbehave(mtn, { status: { serverError: 0, timeout: 1 } });
    await expect(mtnAdapter(300).status('collection', req.reference)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a lost callback: the operator decides and says so when asked, and nothing arrives', async () => {
    misbehave(airtel, { callback: { lost: 1, duplicated: 0, outOfOrder: 0 } });
    const req = payAirtel();
    await airtelAdapter().requestToPay(req);
    await until(() => airtel.txs.get(req.reference)?.status, (s) => s !== 'PENDING');
    await wait(100);
    expect(received).toEqual([]);
    expect(await airtelAdapter().status('collection', req.reference)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('a duplicated callback arrives twice, both after the decision', async () => {
    const f = misbehave(airtel, { callback: { lost: 0, duplicated: 1, outOfOrder: 0 }, reorderDelay: { medianMs: 30, p99Ms: 60 } });
    const req = payAirtel();
    await airtelAdapter().requestToPay(req);
    await until(() => received.length, (n) => n >= 2);
    const decided = f.decisionsSince(0)[0]!.at;
    expect(received.map((r) => [r.path, (r.body.transaction as { id: string; status_code: string }).id, (r.body.transaction as { status_code: string }).status_code])).toEqual([
      ['/api/callbacks/airtel', req.reference, 'TS'],
      ['/api/callbacks/airtel', req.reference, 'TS'],
    ]);
    expect(received.every((r) => r.at >= decided)).toBe(true);
  });

  it('out of order: a callback claiming the outcome arrives while the operator still says PENDING, the real one later', async () => {
    misbehave(mtn, { approval: { medianMs: 300, p99Ms: 300 }, callback: { lost: 0, duplicated: 0, outOfOrder: 1 }, reorderDelay: { medianMs: 100, p99Ms: 100 } });
    const req = pay();
    await mtnAdapter().requestToPay(req);
    await until(() => received.length, (n) => n >= 1);
    expect(received[0]!.body).toMatchObject({ externalId: req.reference, status: 'SUCCESSFUL' });
    expect(await mtnAdapter().status('collection', req.reference)).toEqual({ status: 'PENDING' });
    await until(() => received.length, (n) => n >= 2);
    expect(await mtnAdapter().status('collection', req.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(received).toHaveLength(2);
  });

  it('held until asked: PENDING with no callback until a status query after the decision time decides it', async () => {
    const f = misbehave(mtn, { heldUntilAsked: 1, approval: { medianMs: 200, p99Ms: 200 } });
    const req = pay();
    await mtnAdapter().requestToPay(req);
    expect(await mtnAdapter().status('collection', req.reference)).toEqual({ status: 'PENDING' });
    await wait(400);
    expect(mtn.txs.get(req.reference)!.status).toBe('PENDING');
    expect(await mtnAdapter().status('collection', req.reference)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(received).toEqual([]);
    expect(f.stats).toMatchObject({ held: 1, heldDecidedOnQuery: 1 });
  });

  it('never decided: PENDING however often it is asked', async () => {
    const f = misbehave(airtel, { neverDecided: 1, approval: { medianMs: 10, p99Ms: 10 } });
    const req = payAirtel();
    await airtelAdapter().requestToPay(req);
    await wait(100);
    for (let i = 0; i < 3; i += 1) expect(await airtelAdapter().status('collection', req.reference)).toMatchObject({ status: 'PENDING' });
    expect(f.decisionsSince(0)).toEqual([]);
    expect(received).toEqual([]);
  });

  it('a declined prompt and a failed transfer are FAILED at the operator and in the truth log', async () => {
    const f = misbehave(mtn, { declined: 1, transferFailed: 1 });
    const prompt = pay();
    const transfer = pay();
    await mtnAdapter().requestToPay(prompt);
    await mtnAdapter().transfer(transfer);
    await until(() => f.decisionsSince(0).length, (n) => n >= 2);
    expect(await mtnAdapter().status('collection', prompt.reference)).toMatchObject({ status: 'FAILED' });
    expect(await mtnAdapter().status('disbursement', transfer.reference)).toMatchObject({ status: 'FAILED' });
    expect(f.decisionsSince(1)).toHaveLength(1);
  });

  it('answers come after the drawn delay', async () => {
    misbehave(airtel, { answer: { medianMs: 200, p99Ms: 200 } });
    const started = Date.now();
    await airtelAdapter().requestToPay(payAirtel());
    // A token call, then the create: each waits its delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 190);
  });
});
