import { describe, expect, it } from 'vitest';

import { call, createTestApp, loginAs, uniqueMobile } from '../../../test/harness';
import { productionSecretsEnv } from '../../../test/production-secrets';

describe('sandbox', () => {
  it('POST /api/dev/borrowers creates a borrower with KYC 1 to 3 done, who logs in with an SMS code', async () => {
    const app = await createTestApp({ dataDir: '/tmp/pocket-test-uploads' });
    const mobile = uniqueMobile('076');
    const res = await call(app, 'POST', '/api/dev/borrowers', { mobile });
    expect(res.json).toMatchObject({ code: 200, data: { mobile } });
    const s = await loginAs(app, mobile);
    expect(s.userId).toBe(res.json.data.userId);
    expect(s.appRedirectStatus).toBe(0);
    const steps = (await s.call('POST', '/api/user/auth/api/getUserAuthProcessStep')).json.data;
    expect(steps).toEqual([
      { cerCode: 1, isAuth: true },
      { cerCode: 2, isAuth: true },
      { cerCode: 3, isAuth: true },
      { cerCode: 4, isAuth: false },
    ]);
    const again = await call(app, 'POST', '/api/dev/borrowers', { mobile });
    expect(again.json.data.userId).toBe(s.userId);
  });

  it('GET /api/dev/sms lists the messages to a number, newest first, with the code', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/2`);
    const res = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
    const [message] = res.json.data.messages;
    expect(message.body).toBe(`Your Pocket repayment code is ${message.code}. It is valid for 5 minutes. Never share it with anyone.`);
    expect(message.code).toMatch(/^\d{4}$/);
  });

  it('/dev/phone is a page that reads the inbox and the registered feeds', async () => {
    const app = await createTestApp();
    const page = await app.inject({ method: 'GET', url: '/dev/phone?mobile=0971234567' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/dev/sms?mobile=');
    expect(page.body).toContain('/api/dev/phone-feeds');
  });

  it('is off when NODE_ENV=production unless SANDBOX=on; /dev/phone and /api/docs answer 404 in production', async () => {
    const prod = await createTestApp({ env: 'production', sandbox: false, apiDocs: false });
    expect((await call(prod, 'GET', '/api/dev/sms?mobile=0971234567')).status).toBe(404);
    expect((await call(prod, 'POST', '/api/dev/borrowers', { mobile: '0971234567' })).status).toBe(404);
    expect((await call(prod, 'GET', '/dev/phone')).status).toBe(404);
    expect((await call(prod, 'GET', '/api/docs')).status).toBe(404);
    expect((await call(prod, 'GET', '/api/docs/json')).json).toMatchObject({ code: 404, data: null });
    const { loadConfig } = await import('../../config/env');
    const secrets = { OTP_PEPPER: 'a-strong-random-pepper-0123456789abcdef', AT_USERNAME: 'pocket', AT_API_KEY: 'atsk_0123456789abcdef0123456789', PUBLIC_URL: 'https://pocket.example.zm', ...productionSecretsEnv() };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets })).toMatchObject({ sandbox: false, apiDocs: false });
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on', ...secrets }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: 'on', I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES: 'yes', ...secrets }).sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).sandbox).toBe(true);
    // SMS login links need the public address: production outside the sandbox refuses to start without it.
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PUBLIC_URL: '' })).toThrow('PUBLIC_URL is required in production');
  });
});
