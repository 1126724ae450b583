import { describe, expect, it } from 'vitest';

import { FakeUssdGateway, SCREEN_MAX } from '../../../test/fakes/ussd-gateway-fake';
import { call, createTestApp, uniqueMobile } from '../../../test/harness';
import { MAX_WAIT_MS } from '../staff/plugin';
import { ussdSourceCheck } from './source';

// The USSD callback's guards (the shared secret, the allow-list), the sandbox phone's way in, and the screens' length
// limit; the menu itself is walked in ussd.test.ts.

describe('the USSD callback is only for the gateway', () => {
  const SECRET = 'ussd-secret-5f0c9a7e2b1d4c6f8a3e9b7d1c5f2a8e';

  it('refuses a request without the shared secret or from outside the allow-list; a bad form is named', async () => {
    const guarded = await createTestApp({ ussd: { secret: SECRET, allowedIps: ['196.201.214.0/24', '10.0.0.7'] } });
    const fields = { sessionId: 'ATUid_src', serviceCode: '*384*123#', phoneNumber: `+260${uniqueMobile().slice(1)}`, networkCode: '64501', text: '' };
    const fake = new FakeUssdGateway(guarded);
    expect((await fake.post(fields, { remoteAddress: '196.201.214.9' })).status).toBe(403);
    expect((await fake.post(fields, { query: '?secret=wrong', remoteAddress: '196.201.214.9' })).status).toBe(403);
    expect((await fake.post(fields, { query: `?secret=${SECRET}`, remoteAddress: '203.0.113.5' })).status).toBe(403);
    const ok = await fake.post(fields, { query: `?secret=${SECRET}`, remoteAddress: '196.201.214.9' });
    expect([ok.status, ok.kind]).toEqual([200, 'END']);
    expect((await fake.post(fields, { query: `?secret=${SECRET}`, remoteAddress: '10.0.0.7' })).status).toBe(200);
    const bad = await fake.post({ ...fields, phoneNumber: 'nobody' }, { query: `?secret=${SECRET}`, remoteAddress: '10.0.0.7' });
    expect([bad.status, bad.raw]).toEqual([400, 'Bad USSD request: phoneNumber is not a phone number']);
    const missing = await fake.post({ text: '1' }, { query: `?secret=${SECRET}`, remoteAddress: '10.0.0.7' });
    expect([missing.status, missing.raw]).toEqual([400, 'Bad USSD request: sessionId is missing or too long']);
  });

  it('outside the sandbox the callback stays closed until USSD_SECRET is set; a bad allow-list entry stops start-up', () => {
    const closed = ussdSourceCheck({ secret: undefined, allowedIps: [], sandbox: false });
    expect(closed('127.0.0.1', undefined)).toEqual({ ok: false, why: 'USSD_SECRET is not set' });
    const open = ussdSourceCheck({ secret: undefined, allowedIps: [], sandbox: true });
    expect(open('127.0.0.1', undefined)).toEqual({ ok: true });
    const v6 = ussdSourceCheck({ secret: 's', allowedIps: ['2001:db8::/32', '192.0.2.1'], sandbox: false });
    expect(v6('2001:db8::1', 's')).toEqual({ ok: true });
    expect(v6('::ffff:192.0.2.1', 's')).toEqual({ ok: true });
    expect(v6('2001:db9::1', 's').ok).toBe(false);
    expect(() => ussdSourceCheck({ secret: 's', allowedIps: ['10.0.0.0/33'], sandbox: false })).toThrow(/USSD_ALLOWED_IPS has "10.0.0.0\/33"/);
    expect(() => ussdSourceCheck({ secret: 's', allowedIps: ['gateway.example'], sandbox: false })).toThrow(/not an IP address/);
  });

  it('the sandbox phone dials the same callback (with the secret when one is set)', async () => {
    const info = await call(await createTestApp(), 'GET', '/api/dev/ussd');
    expect(info.json.data).toEqual({ callback: '/api/ussd/africastalking', serviceCode: '*384*123#' });
    const guarded = await createTestApp({ ussd: { secret: SECRET, allowedIps: [] } });
    const withSecret = await call(guarded, 'GET', '/api/dev/ussd');
    expect(withSecret.json.data.callback).toBe(`/api/ussd/africastalking?secret=${SECRET}`);
    const page = await guarded.inject({ method: 'GET', url: '/dev/phone' });
    expect(page.body).toContain('id="ussd-box"');
    expect(page.body).toContain("fetch(ussdInfo.callback");
  });

  it(`keeps every screen within ${SCREEN_MAX} characters with the longest values`, async () => {
    const { SCREENS } = await import('./screens');
    const big = 99_999_999;
    const bill = { dueDate: '2026-12-25', remaining: big, late: true };
    const wallet = '0971234567';
    const texts = [
      SCREENS.menu('Wrong choice. Try again.'),
      SCREENS.noAccount('https://pocket-lending.example.co.zm'),
      SCREENS.bills([bill, bill, bill, bill, bill]),
      SCREENS.pickBill('extend', [bill, bill, bill], true, 'Wrong choice. Try again.'),
      SCREENS.pickBill('repay', [bill, bill, bill], true, 'Wrong choice. Try again.'),
      SCREENS.pickBill('bills', [bill, bill, bill], true, 'Wrong choice. Try again.'),
      SCREENS.bill(bill, 'Wrong choice. Try again.'),
      SCREENS.repay(bill, 'Wrong choice. Try again.'),
      SCREENS.amount(big, big, SCREENS.amountNotes.above(big)),
      SCREENS.amount(big, big, SCREENS.amountNotes.remainder),
      SCREENS.extend(bill, big, '2026-12-25', 'Wrong choice. Try again.'),
      SCREENS.noExtension('An extension is possible until 3 days after the due date; this bill is 45 days overdue'),
      SCREENS.pin(SCREENS.feeWhat(big), wallet, 'Wrong PIN. Try again.'),
      SCREENS.pinWait(MAX_WAIT_MS),
      SCREENS.repaySent(big, wallet),
      SCREENS.extendSent(big, wallet, '2026-12-25'),
      SCREENS.refused('A payment for this bill is already in progress. Please approve the PIN prompt or wait about one minute before paying again'),
      SCREENS.limit(big, big, false),
      SCREENS.help('+260 211 123 456', 'https://pocket-lending.example.co.zm'),
      SCREENS.setPinFirst,
      SCREENS.billInFlight,
    ];
    for (const text of texts) expect(`CON ${text}`.length, text).toBeLessThanOrEqual(SCREEN_MAX);
  });
});
