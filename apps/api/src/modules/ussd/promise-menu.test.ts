import { beforeAll, describe, expect, it } from 'vitest';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { FakeUssdGateway } from '../../../test/fakes/ussd-gateway-fake';
import { createTestApp, testClock } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import { money } from '../../i18n';
import { loanOverdue, promisesOfLoan } from '../collections/test-support';
import { USSD_SCREEN_MAX } from './gateway';
import { PROMISE_SCREENS } from './promise-menu';
import { screensIn } from './screens';

const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
let gw: FakeUssdGateway;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  gw = new FakeUssdGateway(app);
});

const MENU = 'Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help\n6 Promise to pay\n9 Language/Ululimi/Chilankhulo';

/** Ages a loan through the sandbox clock (the overdue job, then the collections job). */
async function age(orderId: number, days: number) {
  const res = await app.inject({ method: 'POST', url: `/api/dev/loans/${orderId}/age`, payload: { days } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('promise to pay from the USSD menu (issue 46): "6 Promise to pay"', () => {
  it('every promise screen fits 182 characters with the longest amounts (with the gateway\'s CON/END)', () => {
    const longest = 99_999_999;
    const dateIn = () => '2026-12-30';
    const screens = [PROMISE_SCREENS.noLate, PROMISE_SCREENS.already(longest, '2026-12-30'), PROMISE_SCREENS.choose(longest, dateIn, 'Wrong choice. Try again.'), PROMISE_SCREENS.thanks(longest, '2026-12-30')];
    for (const text of screens) expect(text.length + 4, text).toBeLessThanOrEqual(USSD_SCREEN_MAX);
    expect(MENU.length + 4).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  });

  it('a borrower with a late loan promises the late amount by a chosen date; once per session step; a second promise is refused; 0 goes back', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const s = await borrower(app);
    const loan = await borrow(app, s, 1000, 7);
    await age(loan.orderId, 10);
    const amount = await loanOverdue(loan.orderId, lusakaDate(clock.now()));
    const choose = PROMISE_SCREENS.choose(amount, (d) => ['2026-11-27', '2026-11-30', '2026-12-04', '2026-12-11'][[0, 3, 7, 14].indexOf(d)]!);
    expect(choose).toContain('\n2 30 Nov\n3 4 Dec\n4 11 Dec\n0 Back');

    const [menu, promise, back] = await gw.dial(s.mobile, ['6', '0']);
    expect(menu).toMatchObject({ kind: 'CON', text: MENU });
    expect(promise).toMatchObject({ kind: 'CON', text: choose });
    expect(back).toMatchObject({ kind: 'CON', text: MENU });
    const wrong = await gw.dial(s.mobile, ['6', '9']);
    expect(wrong.at(-1)).toMatchObject({ kind: 'CON', text: `Wrong choice. Try again.\n${choose}` });

    const session = `ATUid_promise_${s.userId}`;
    const made = await gw.dial(s.mobile, ['6', '2'], session);
    expect(made.at(-1)).toMatchObject({ kind: 'END', text: PROMISE_SCREENS.thanks(amount, '2026-11-30') });
    // The gateway retries the same step: the same promise, not a second one.
    const retry = await gw.post({ sessionId: session, serviceCode: '*384*123#', phoneNumber: `+260${s.mobile.slice(1)}`, networkCode: '64501', text: '6*2' });
    expect(retry).toMatchObject({ kind: 'END', text: PROMISE_SCREENS.thanks(amount, '2026-11-30') });
    // A new session: the promise is there; another date is refused with the app's words.
    expect((await gw.dial(s.mobile, ['6'])).at(-1)).toMatchObject({ kind: 'END', text: PROMISE_SCREENS.already(amount, '2026-11-30') });
    const second = await gw.post({ sessionId: 'ATUid_second', serviceCode: '*384*123#', phoneNumber: `+260${s.mobile.slice(1)}`, networkCode: '64501', text: '6*4' });
    expect(second).toMatchObject({ kind: 'END', text: 'You already promised to pay on this loan. Pay that first, or wait until its date.' });
    const rows = await promisesOfLoan(loan.orderId);
    expect(rows.map((r) => ({ ...r, amount: Number(r.amount) }))).toEqual([{ amount, pay_by: '2026-11-30', status: 'OPEN', made_by: 'ussd' }]);
    // The app shows it too; the ladder pauses until the date (the same promise as the app's).
    expect((await s.call('GET', `/api/collections/loans/${loan.orderId}`)).json.data.promise).toEqual({ amount: amount / 100, payBy: '2026-11-30', status: 'OPEN' });
  });

  it('a Bemba account reads the promise screens in Bemba (issue 48): the choice, a wrong entry, the thanks, the promise made and a refusal', async () => {
    clock.set(Date.parse('2026-11-27T08:00:00Z'));
    const s = await borrower(app);
    await app.users.setLanguage(app.db, s.userId, 'bem');
    const loan = await borrow(app, s, 1000, 7);
    await age(loan.orderId, 10);
    const amount = await loanOverdue(loan.orderId, lusakaDate(clock.now()));
    const bem = screensIn('bem');
    const choose = bem.promise.choose(amount, (d) => ['2026-11-27', '2026-11-30', '2026-12-04', '2026-12-11'][[0, 3, 7, 14].indexOf(d)]!);
    expect(choose).toBe(`Layeni ukulipila ${money(amount)} iyacelwa pa:\n1 Lelo\n2 30 Nov\n3 4 Dec\n4 11 Dec\n0 Bwelela`);

    const [, promise, back] = await gw.dial(s.mobile, ['6', '0']);
    expect(promise).toMatchObject({ kind: 'CON', text: choose });
    expect(back).toMatchObject({ kind: 'CON', text: bem.menu() });
    expect((await gw.dial(s.mobile, ['6', '7'])).at(-1)).toMatchObject({ kind: 'CON', text: `Mwasala icilubo. Eseni nakabili.\n${choose}` });
    const made = await gw.dial(s.mobile, ['6', '3']);
    expect(made.at(-1)).toMatchObject({ kind: 'END', text: `Natotela. Mwalaya ukulipila ${money(amount)} pa 4 Dec. Ifyebukisho filelekwa mpaka ilyo. Lipileni pa 2 Lipila nangu mu Pocket app.` });
    expect((await gw.dial(s.mobile, ['6'])).at(-1)).toMatchObject({ kind: 'END', text: bem.promise.already(amount, '2026-12-04') });
    // A second promise, refused by collections in the app's words, said in Bemba.
    const second = await gw.post({ sessionId: `ATUid_bem_${s.userId}`, serviceCode: '*384*123#', phoneNumber: `+260${s.mobile.slice(1)}`, networkCode: '64501', text: '6*4' });
    expect(second).toMatchObject({ kind: 'END', text: 'Mwalilaya kale ukulipila pali iyi nkongole. Lipileni ico intanshi, nangu lindeni ubushiku bwaco.' });
  });

  it('a borrower with nothing late is told so', async () => {
    const s = await borrower(app);
    expect((await gw.dial(s.mobile, ['6'])).at(-1)).toMatchObject({ kind: 'END', text: PROMISE_SCREENS.noLate });
  });
});
