import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeMtn } from '../../../test/fakes/mtn-fake';
import { MtnMomoProvider } from './mtn-momo';
import { ProviderError } from './types';

let fake: FakeMtn;
let mtn: MtnMomoProvider;
const creds = { apiUser: 'u', apiKey: 'k', subscriptionKey: 's' };

beforeEach(async () => {
  fake = await new FakeMtn().start();
  mtn = new MtnMomoProvider({
    baseUrl: fake.url, targetEnvironment: 'mtnzambia', currency: 'ZMW',
    collection: creds, disbursement: creds, callbackUrl: 'http://127.0.0.1:1/none', timeoutMs: 1_500,
  });
});
afterEach(() => fake.stop());

describe('MTN MoMo adapter against a fake of the documented API', () => {
  it('sends requesttopay with our reference as X-Reference-Id, mtnzambia, ZMW and the payer in 260 form', async () => {
    const reference = randomUUID();
    await mtn.requestToPay({ reference, msisdn: '0961234567', amount: 100_050, note: 'Pocket bill 12' });
    const [create] = fake.creates();
    expect(create!.path).toBe('/collection/v1_0/requesttopay');
    expect(create!.headers['x-reference-id']).toBe(reference);
    expect(create!.headers['x-target-environment']).toBe('mtnzambia');
    expect(create!.body).toMatchObject({ amount: '1000.50', currency: 'ZMW', externalId: reference, payer: { partyIdType: 'MSISDN', partyId: '260961234567' } });
    expect(await mtn.status('collection', reference)).toEqual({ status: 'PENDING' });
    await fake.settle(reference, 'SUCCESSFUL');
    expect(await mtn.status('collection', reference)).toMatchObject({ status: 'SUCCESSFUL', providerTxId: expect.stringMatching(/^MTN/) });
  });

  it('reuses its access token across calls', async () => {
    await mtn.requestToPay({ reference: randomUUID(), msisdn: '0961234567', amount: 5_000, note: 'a' });
    await mtn.requestToPay({ reference: randomUUID(), msisdn: '0961234567', amount: 5_000, note: 'b' });
    expect(fake.tokens.issued).toBe(1);
  });

  it('reports a dropped reply as a time-out; the status call then finds the one transaction', async () => {
    fake.hangCreates = 1;
    const reference = randomUUID();
    const err = await mtn.requestToPay({ reference, msisdn: '0761234567', amount: 5_000, note: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).kind).toBe('timeout');
    expect(await mtn.status('collection', reference)).toEqual({ status: 'PENDING' });
    // A retry with the SAME reference is answered 409 by MTN and is not an error: still one transaction.
    await mtn.requestToPay({ reference, msisdn: '0761234567', amount: 5_000, note: 'x' });
    expect(fake.txs.size).toBe(1);
  });

  it('answers NOT_FOUND for a reference MTN never received', async () => {
    expect(await mtn.status('collection', randomUUID())).toEqual({ status: 'NOT_FOUND' });
  });

  it('disburses with Disbursements transfer and reads its status', async () => {
    const reference = randomUUID();
    await mtn.transfer({ reference, msisdn: '0561234567', amount: 100_000, note: 'loan' });
    expect(fake.creates()[0]!.path).toBe('/disbursement/v1_0/transfer');
    expect(fake.creates()[0]!.body).toMatchObject({ payee: { partyId: '260561234567' }, amount: '1000.00' });
    await fake.settle(reference, 'SUCCESSFUL');
    expect((await mtn.status('disbursement', reference)).status).toBe('SUCCESSFUL');
  });

  it('parses duplicated and late callbacks to the same reference hint', async () => {
    const bodies: unknown[] = [];
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => { bodies.push(JSON.parse(raw)); res.end(); });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/callbacks/mtn`;
    const reference = randomUUID();
    await mtn.requestToPay({ reference, msisdn: '0961234567', amount: 5_000, note: 'x' });
    await fake.settle(reference, 'FAILED', { times: 2, delayMs: 50, url });
    receiver.close();
    expect(bodies).toHaveLength(2);
    expect(bodies.map((b) => mtn.parseCallback(b))).toEqual([{ reference }, { reference }]);
    expect(mtn.parseCallback({ nothing: true })).toBeNull();
  });

  it('treats a refused request as rejected (nothing created)', async () => {
    const err = await mtn.requestToPay({ reference: 'not-a-uuid', msisdn: '0961234567', amount: 5_000, note: 'x' }).catch((e: unknown) => e);
    expect((err as ProviderError).kind).toBe('rejected');
  });
});
