import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config/env';
import { onProviderError } from '../provider-errors';
import { HttpCreditBureau } from './http-bureau';
import type { BureauEnquiry } from './port';
import { type SandboxBureau, sandboxRecord, startSandboxBureau } from './sandbox-bureau';

let fake: SandboxBureau;
beforeAll(async () => (fake = await startSandboxBureau()));
afterAll(() => fake.close());

const enquiry = (nationalId: string): BureauEnquiry => ({ reference: `APP-${nationalId}`, nationalId, mobile: '+260961234567', consent: { version: '2026-11-29', givenAt: '2026-11-29T08:00:00.000Z' } });
const adapter = (apiKey = fake.apiKey) => new HttpCreditBureau({ baseUrl: fake.baseUrl, apiKey, timeoutMs: 2_000 });

describe('the HTTP adapter against the sandbox bureau', () => {
  it("reads an answer, a thin file and the sandbox's made-up record (the same NRC, the same answer)", async () => {
    const made = sandboxRecord('222222/22/1')!;
    expect(sandboxRecord('222222/22/1')).toEqual(made);
    expect(made.score).toBeGreaterThanOrEqual(300);
    expect(made.score).toBeLessThanOrEqual(850);
    expect(await adapter().enquire(enquiry('222222/22/1'))).toEqual({ status: 'answered', enquiryId: expect.stringMatching(/^ENQ-/), score: made.score, openLoans: made.open, defaults: 0 });
    expect(sandboxRecord('222222/22/9')!.defaulted).toBe(1);
    expect(await adapter().enquire(enquiry('000000/10/1'))).toEqual({ status: 'no-record', enquiryId: expect.stringMatching(/^ENQ-/) });
    expect(fake.enquiries.at(-1)).toMatchObject({ reference: 'APP-000000/10/1', idempotencyKey: 'APP-000000/10/1', purpose: 'credit-application', mobile: '+260961234567', consent: { version: '2026-11-29' } });
  });

  it('a refused key or a body out of shape is unavailable, never an error, and counted as a provider error', async () => {
    const errors: string[] = [];
    const stop = onProviderError((provider, reason) => errors.push(`${provider}:${reason}`));
    expect(await adapter('wrong-key').enquire(enquiry('333333/33/1'))).toEqual({ status: 'unavailable', why: 'answered 401' });
    fake.setAnswer('444444/44/1', { score: -5, open: 0, defaulted: 0 });
    expect(await adapter().enquire(enquiry('444444/44/1'))).toEqual({ status: 'unavailable', why: 'an answer out of shape' });
    expect(await new HttpCreditBureau({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k', timeoutMs: 2_000 }).enquire(enquiry('555555/55/1'))).toEqual({ status: 'unavailable', why: 'not reachable' });
    stop();
    expect(errors).toEqual(['bureau:unavailable', 'bureau:unavailable', 'bureau:unavailable']);
  });
});

describe('which bureau the configuration names', () => {
  it('the sandbox bureau under npm start, none in tests and production, the HTTP API with BUREAU_URL (its key required)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).bureau).toEqual({ provider: 'sandbox', timeoutMs: 2_000 });
    expect(loadConfig({ NODE_ENV: 'development', BUREAU: 'off' }).bureau).toEqual({ provider: 'none' });
    expect(loadConfig({ NODE_ENV: 'test' }).bureau).toEqual({ provider: 'none' });
    expect(loadConfig({ NODE_ENV: 'development', BUREAU_URL: 'https://bureau.example/api', BUREAU_API_KEY: 'k-1', BUREAU_TIMEOUT_MS: '1500' }).bureau).toEqual({ provider: 'http', baseUrl: 'https://bureau.example/api', apiKey: 'k-1', timeoutMs: 1_500 });
    expect(() => loadConfig({ NODE_ENV: 'development', BUREAU_URL: 'https://bureau.example/api' })).toThrow('Invalid configuration: BUREAU_API_KEY is required with BUREAU_URL');
  });
});
