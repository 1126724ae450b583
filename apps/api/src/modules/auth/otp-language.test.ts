import { randomInt } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { toE164 } from '@pocket/contracts/validators';

import { call, createTestApp, DEFAULT_HEADERS, loginAs, uniqueMobile } from '../../../test/harness';
import type { App } from '../../app';
import type { Language } from '../../i18n';
import { GSM7_SEGMENT, gsm7Length } from '../messages/plugin';
import { OTP_LIMITS } from './otp.service';
import { Browser, otpSetup, type Sms } from './otp.test-support';

// The SMS codes in the borrower's language (issue 48): the account's language when the number has an account with
// one, else the `lang` header's, else English (word for word as before).

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

/** Asks for a code from a fresh address (the network's hourly cap is not what this test is about); `lang` undefined: no header. */
async function sendCode(mobile: string, type: 1 | 2, lang: string | undefined) {
  const { lang: _default, ...headers } = DEFAULT_HEADERS;
  const res = await app.inject({
    method: 'POST',
    url: `/api/authentication/sendSmsCode/${mobile}/${type}`,
    headers: lang === undefined ? headers : { ...headers, lang },
    remoteAddress: `10.48.${randomInt(0, 250)}.${randomInt(1, 250)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The newest SMS to a number, and the code the sandbox phone reads in it. */
async function newestSms(mobile: string): Promise<{ body: string; code: string }> {
  const res = await call(app, 'GET', `/api/dev/sms?mobile=${mobile}`);
  const [message] = res.json.data.messages;
  return { body: message.body, code: message.code };
}

describe('the SMS codes in the borrower\'s language (issue 48)', () => {
  it('a number without an account: the lang header\'s language; English without one, or with one Pocket lacks', async () => {
    const ny = uniqueMobile();
    await sendCode(ny, 1, 'ny-ZM');
    const sms = await newestSms(ny);
    expect(sms.body).toBe(`Khodi yanu yolowera mu Pocket ndi ${sms.code}. Ikugwira ntchito kwa mphindi 5. Musamupatse aliyense.`);
    // The sandbox phone reads the code in it, and it logs in (the account then keeps Nyanja).
    const login = await call(app, 'POST', '/api/authentication/mobileLogin', { mobile: ny, captcha: sms.code, deviceType: 4 }, { lang: 'ny' });
    expect(login.status, login.body).toBe(200);
    expect((await app.users.findUserByMobile(app.db, toE164(ny)))!.language).toBe('ny');

    for (const lang of [undefined, 'en', 'fr']) {
      const mobile = uniqueMobile();
      await sendCode(mobile, 1, lang);
      const english = await newestSms(mobile);
      expect(english.body, String(lang)).toBe(`Your Pocket login code is ${english.code}. It is valid for 5 minutes. Never share it with anyone.`);
    }
    const bem = uniqueMobile();
    await sendCode(bem, 2, 'bem');
    const repay = await newestSms(bem);
    expect(repay.body).toBe(`Ikodi yenu iya kulipila Pocket ni ${repay.code}. Ilebomba pa maminiti 5. Mwilaipeela umuntu nangu umo.`);
  });

  it('a number with an account: the account\'s language over the header\'s; the header\'s while the account has none', async () => {
    const s = await loginAs(app, uniqueMobile());
    await app.users.setLanguage(app.db, s.userId, 'bem');
    // Today's web app always sends lang: en, which is not the borrower's choice.
    await sendCode(s.mobile, 1, 'en');
    const login = await newestSms(s.mobile);
    expect(login.body).toBe(`Ikodi yenu iya kwingila mu Pocket ni ${login.code}. Ilebomba pa maminiti 5. Mwilaipeela umuntu nangu umo.`);
    await app.users.setLanguage(app.db, s.userId, 'ny');
    await sendCode(s.mobile, 2, 'bem');
    expect((await newestSms(s.mobile)).body).toMatch(/^Khodi yanu yolipirira Pocket ndi \d{4}\. /);

    // An account from before issue 48 (no language yet): the header's.
    const mobile = uniqueMobile();
    await app.auth.ensureUser(toE164(mobile), null);
    expect((await app.users.findUserByMobile(app.db, toE164(mobile)))!.language).toBeNull();
    await sendCode(mobile, 1, 'bem');
    expect((await newestSms(mobile)).body).toMatch(/^Ikodi yenu iya kwingila mu Pocket ni \d{4}\. /);
  });

  it('the code to close the account is in the account\'s language', async () => {
    const s = await loginAs(app, uniqueMobile());
    await app.users.setLanguage(app.db, s.userId, 'bem');
    const sent = await s.call('POST', '/api/account/close/sendCode');
    expect(sent.status, sent.body).toBe(200);
    const sms = await newestSms(s.mobile);
    expect(sms.body).toBe(
      `Ikodi ya Pocket iya KWISALA akaunti yenu no kufuuta ifyebo fyenu ni ${sms.code}. Ilebomba pa maminiti 5. Nga tamwailombele, lekeni iyi SMS.`,
    );
  });
});

/**
 * Strangers spend the number's wrong tries for the day, then a new browser asks for codes every 11 minutes (a new
 * window each time) until the SMS carries the link only: the SMS that carry the link, in order.
 */
async function smsWithTheLink(language: Language | null): Promise<Sms[]> {
  const s = otpSetup({ accountLanguage: async () => language });
  const mobile = '+260971230048';
  await new Browser(s, '10.48.0.1').send(mobile);
  for (let i = 0; i < OTP_LIMITS.untrustedTriesPerPhonePerDay; i += 1) await new Browser(s, `10.48.1.${i}`, false).verify(mobile, '0123');
  const sent: Sms[] = [];
  for (let i = 0; i <= OTP_LIMITS.codesAfterSpentPerDay; i += 1) {
    s.clock.advance(OTP_LIMITS.windowMs + 60_000);
    const { result, sms } = await new Browser(s, `41.77.2.${i}`).send(mobile);
    expect(result).toBe('ok');
    sent.push(sms!);
  }
  return sent;
}

describe('the SMS with the login link in the account\'s language (issue 48)', () => {
  it('a Bemba borrower gets the code with the link, then the link only, in Bemba: placeholders filled, within two GSM-7 segments', async () => {
    const sent = await smsWithTheLink('bem');
    // The codes' SMS carry the link (one try each), the last the link only.
    expect(sent.map((m) => m.link !== null)).toEqual([true, true, true, true]);
    const [withCode, , , linkOnly] = sent;
    const code = /ni (\d{4})\./.exec(withCode!.body)![1]!;
    const link = `https://pocket.test/home#login_link=${withCode!.link}`;
    expect(withCode!.body).toBe(
      `Ikodi yenu iya kwingila mu Pocket ni ${code}. Ilebomba pa maminiti 5. Mwilaipeela umuntu nangu umo. Amakodi ayalubana yaeshiwa pa nambala yenu lelo; nga ikodi yakaanwa, ingileni mu kwisula ${link} pali iyi foni (maminiti 5).`,
    );
    expect(linkOnly!.body).toBe(
      `Amakodi ayalubana yaeshiwa pa nambala yenu iya Pocket lelo, e ico iyi SMS taikwete ikodi: ingileni mu kwisula https://pocket.test/home#login_link=${linkOnly!.link} pali iyi foni (maminiti 5). Mwilaipeela umuntu nangu umo.`,
    );
    for (const m of [withCode!, linkOnly!]) {
      expect(m.body).not.toMatch(/[{}]|Too many/);
      expect(gsm7Length(m.body)).toBeGreaterThan(GSM7_SEGMENT);
      expect(gsm7Length(m.body)).toBeLessThanOrEqual(306);
    }
  }, 60_000);

  it('English (the account\'s, or none) stays word for word', async () => {
    for (const language of ['en', null] as const) {
      const [withCode, , , linkOnly] = await smsWithTheLink(language);
      const link = (m: Sms) => `https://pocket.test/home#login_link=${m.link}`;
      expect(withCode!.body).toBe(
        `Your Pocket login code is ${withCode!.code}. It is valid for 5 minutes. Never share it with anyone. Too many wrong codes were tried for your number today; if the code is refused, log in by opening ${link(withCode!)} on this phone (valid 5 minutes).`,
      );
      expect(linkOnly!.body).toBe(
        `Too many wrong codes were tried for your Pocket number today, so this SMS carries no code: log in by opening ${link(linkOnly!)} on this phone (valid 5 minutes). Never share it with anyone.`,
      );
    }
  }, 60_000);
});
