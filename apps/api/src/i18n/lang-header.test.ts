import { describe, expect, it } from 'vitest';

import { call, createTestApp, latestCode, loginAs, uniqueMobile } from '../../test/harness';

// The spec's `lang` header (issue 48): the envelope's error texts follow it, and the first login gives the account
// its language (SMS, push and USSD then speak it).

describe('the lang header (issue 48)', () => {
  it('envelope errors follow it; English when it says en or nothing', async () => {
    const app = await createTestApp();
    const login = (lang: string | undefined) => {
      const headers: Record<string, string> = lang === undefined ? {} : { lang };
      return app.inject({ method: 'POST', url: '/api/authentication/mobileLogin', headers: { 'content-type': 'application/json', ...headers }, payload: { mobile: uniqueMobile(), captcha: '1234', deviceType: 4 } });
    };
    const english = 'The verification code has expired or was not requested; please request a new code';
    expect((await login(undefined)).json()).toEqual({ code: 400, msg: english, data: null });
    expect((await login('en')).json().msg).toBe(english);
    expect((await login('ny')).json().msg).toBe('Khodi yatha ntchito kapena simunaipemphe; pemphani khodi yatsopano');
    expect((await login('bem-ZM')).json().msg).toBe('Ikodi yapwa nangu tamwailombele; lombeni ikodi ipya');
    expect((await login('fr')).json().msg).toBe(english);
  });

  it('the first login keeps the header\'s language on the account; a later login does not change it', async () => {
    const app = await createTestApp();
    const mobile = uniqueMobile();
    const loginWith = async (lang: string) => {
      expect((await call(app, 'POST', `/api/authentication/sendSmsCode/${mobile}/1`, undefined, { lang }, { remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.7` })).status).toBe(200);
      const captcha = await latestCode(app, mobile);
      const res = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile, captcha, deviceType: 4 }, { lang });
      expect(res.status, res.body).toBe(200);
      return res.json.data.id as number;
    };
    const id = await loginWith('bem');
    expect((await app.users.findUserById(app.db, id))!.language).toBe('bem');
    await loginWith('en');
    expect((await app.users.findUserById(app.db, id))!.language).toBe('bem');
  });
});

describe('the account\'s language call (issue 48)', () => {
  it('GET says English until known; POST sets it (signed only); a language Pocket lacks is refused by name', async () => {
    const app = await createTestApp();
    const s = await loginAs(app, uniqueMobile(), {});
    // The harness logs in with lang: en, which the first login keeps.
    expect((await s.call('GET', '/api/v1/my/language')).json.data).toEqual({ language: 'en', chosen: true });
    const set = await s.call('POST', '/api/v1/my/language', { language: 'bem' });
    expect(set.json).toEqual({ code: 200, msg: 'ok', data: { language: 'bem', chosen: true } });
    expect((await app.users.findUserById(app.db, s.userId))!.language).toBe('bem');
    const bad = await s.call('POST', '/api/v1/my/language', { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toBe('language: language must be one of en, bem, ny');
    expect((await call(app, 'POST', '/api/v1/my/language', { language: 'ny' })).status).toBe(401);
  });
});
