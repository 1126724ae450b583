import { randomUUID } from 'node:crypto';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FakeAirtel } from '../../../test/fakes/airtel-fake';
import { AirtelMoneyProvider } from './airtel-money';
import type { ProviderError } from './types';

let fake: FakeAirtel;
let airtel: AirtelMoneyProvider;

beforeEach(async () => {
  fake = await new FakeAirtel().start();
  airtel = new AirtelMoneyProvider({
    baseUrl: fake.url, clientId: 'cid', clientSecret: 'secret', country: 'ZM', currency: 'ZMW', disbursementPin: 'enc', timeoutMs: 1_500,
  });
});
afterEach(() => fake.stop());

describe('Airtel Money adapter against a fake of the documented API', () => {
  it('collects with POST /merchant/v1/payments/, X-Country ZM, X-Currency ZMW, msisdn without country code', async () => {
    const reference = randomUUID();
    await airtel.requestToPay({ reference, msisdn: '0971234567', amount: 30_000, note: 'Pocket bill 3' });
    const [create] = fake.creates();
    expect(create!.path).toBe('/merchant/v1/payments/');
    expect(create!.headers['x-country']).toBe('ZM');
    expect(create!.headers['x-currency']).toBe('ZMW');
    expect(create!.body).toMatchObject({ subscriber: { msisdn: '971234567' }, transaction: { id: reference, amount: 300 } });
    expect(await airtel.status('collection', reference)).toMatchObject({ status: 'PENDING' });
    await fake.settle(reference, 'SUCCESSFUL');
    expect(await airtel.status('collection', reference)).toMatchObject({ status: 'SUCCESSFUL', providerTxId: expect.stringMatching(/^AM/) });
  });

  it('reports a dropped reply as a time-out; status finds the transaction; a same-id retry makes no second one', async () => {
    fake.hangCreates = 1;
    const reference = randomUUID();
    const err = await airtel.requestToPay({ reference, msisdn: '0771234567', amount: 5_000, note: 'x' }).catch((e: unknown) => e);
    expect((err as ProviderError).kind).toBe('timeout');
    expect((await airtel.status('collection', reference)).status).toBe('PENDING');
    await airtel.requestToPay({ reference, msisdn: '0771234567', amount: 5_000, note: 'x' });
    expect(fake.txs.size).toBe(1);
  });

  it('disburses with POST /standard/v1/disbursements/ and reads TF as FAILED', async () => {
    const reference = randomUUID();
    await airtel.transfer({ reference, msisdn: '0571234567', amount: 50_000, note: 'loan' });
    expect(fake.creates()[0]!.body).toMatchObject({ payee: { msisdn: '571234567' }, transaction: { id: reference, amount: 500, type: 'B2C' } });
    await fake.settle(reference, 'FAILED');
    expect((await airtel.status('disbursement', reference)).status).toBe('FAILED');
  });

  it('answers NOT_FOUND for an id Airtel never received and parses callbacks to the reference', async () => {
    expect(await airtel.status('collection', randomUUID())).toEqual({ status: 'NOT_FOUND' });
    expect(airtel.parseCallback({ transaction: { id: 'abc', status_code: 'TS' } })).toEqual({ reference: 'abc' });
    expect(airtel.parseCallback({})).toBeNull();
  });

  it('refuses bad credentials as unavailable (token refused)', async () => {
    const bad = new AirtelMoneyProvider({ baseUrl: fake.url, clientId: 'x', clientSecret: 'y', country: 'ZM', currency: 'ZMW', disbursementPin: '', timeoutMs: 1_500 });
    const err = await bad.requestToPay({ reference: randomUUID(), msisdn: '0971234567', amount: 100, note: '' }).catch((e: unknown) => e);
    expect((err as ProviderError).kind).toBe('unavailable');
  });
});
