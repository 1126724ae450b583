import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startAfricasTalkingFake } from '../../../test/fakes/africas-talking-fake';
import { call, createTestApp, testDb, uniqueMobile } from '../../../test/harness';
import { vapidEnv } from '../../../test/vapid';
import { loadConfig } from '../../config/env';
import { AfricasTalkingSms, SmsSendError } from './africas-talking';
import { smsMessages } from './schema';

let fake: Awaited<ReturnType<typeof startAfricasTalkingFake>>;
beforeAll(async () => {
  fake = await startAfricasTalkingFake();
});
afterAll(async () => fake.close());

const gateway = () => ({ provider: 'africastalking' as const, baseUrl: fake.baseUrl, username: 'pocket', apiKey: fake.apiKey, from: 'POCKET', timeoutMs: 2000 });

describe("Africa's Talking SMS gateway", () => {
  it('posts the documented form (username, to, message, from) with the apiKey header and Accept: application/json', async () => {
    await new AfricasTalkingSms(gateway()).send('+260961234567', 'hello');
    expect(fake.received.at(-1)).toEqual({ username: 'pocket', to: '+260961234567', message: 'hello', from: 'POCKET', apiKey: fake.apiKey, accept: 'application/json' });
  });

  it('a refused recipient, a wrong key or a failing gateway throw without the text in the error', async () => {
    const errors: string[] = [];
    const sms = new AfricasTalkingSms(gateway(), (reason) => errors.push(reason));
    for (const mode of ['invalid-number', 'unauthorized', 'down'] as const) {
      fake.setMode(mode);
      const failure = await sms.send('+260961234567', 'Your code is 1234').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(SmsSendError);
      expect((failure as Error).message).not.toContain('1234');
    }
    fake.setMode('ok');
    expect(errors).toEqual(['rejected', 'rejected', 'unavailable']);
  });

  it('outside the sandbox a login code goes to the gateway and no message text is stored', async () => {
    const app = await createTestApp({ sandbox: false, sms: gateway() });
    const mobile = uniqueMobile();
    const res = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    expect(res.status).toBe(200);
    expect(fake.received.at(-1)?.message).toMatch(/^Your Pocket login code is \d{4}\./);
    expect(await (await testDb()).select().from(smsMessages).where(eq(smsMessages.mobile, `+26${mobile}`))).toEqual([]);
    expect((await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`)).status).toBe(404);
  });

  it('a failed send answers 503 and the number may ask again at once', async () => {
    const app = await createTestApp({ sandbox: false, sms: gateway() });
    const mobile = uniqueMobile();
    fake.setMode('down');
    const failed = await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`);
    fake.setMode('ok');
    expect([failed.status, failed.json.code]).toEqual([503, 503]);
    expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`)).status).toBe(200);
  });

  it('is selected by configuration; the outbox is refused outside the sandbox', () => {
    // Outside the sandbox Web Push needs its VAPID keys too (docs/operations.md): given, so that only the SMS settings vary.
    const base = { NODE_ENV: 'development', SANDBOX: 'off', AT_USERNAME: 'pocket', AT_API_KEY: 'k'.repeat(40), ...vapidEnv() };
    expect(loadConfig(base).sms).toMatchObject({ provider: 'africastalking', username: 'pocket' });
    expect(loadConfig({ NODE_ENV: 'development' }).sms).toEqual({ provider: 'outbox' });
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER=outbox .* sandbox only/);
    expect(() => loadConfig({ NODE_ENV: 'development', SANDBOX: 'off', ...vapidEnv() })).toThrow(/AT_USERNAME is required/);
  });
});
