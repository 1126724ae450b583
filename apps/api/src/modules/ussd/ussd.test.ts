import { beforeAll, describe, expect, it } from 'vitest';

import { USSD_PIN_MESSAGES } from '@pocket/contracts/api/ussd';
import { formatKwacha, toNgwee } from '@pocket/contracts/money';

import { FakeUssdGateway } from '../../../test/fakes/ussd-gateway-fake';
import { call, createTestApp, loginAs, testClock, testDb, uniqueMobile } from '../../../test/harness';
import type { TestSession } from '../../../test/harness';
import { approvePrompt, assertLedger, borrow, borrower, planRow } from '../../../test/lending-helpers';
import { openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import { paymentsWhere } from '../payments/plugin';
import { MAX_WAIT_MS } from '../staff/plugin';
import { shortDate } from './screens';

const clock = testClock(Date.parse('2026-05-01T08:00:00Z'));
const PIN = '2580';
let app: App;
let gw: FakeUssdGateway;

beforeAll(async () => {
  app = await createTestApp(
    { now: clock.now, publicUrl: 'https://pocket.example.zm', supportPhone: '0211 123 456' },
    { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } },
  );
  gw = new FakeUssdGateway(app);
});

const MENU = 'Pocket\n1 My bills\n2 Repay\n3 Extend\n4 My limit\n5 Help\n6 Promise to pay\n9 Language/Ululimi/Chilankhulo';

async function withPin(s: TestSession, pin = PIN) {
  const set = await s.call('POST', '/api/ussd/pin', { pin });
  expect(set.status, set.body).toBe(200);
  expect(set.json.data).toEqual({ set: true });
}

async function paymentsOf(planId: number) {
  const db = await testDb();
  return paymentsWhere(db, { planId });
}

describe('the USSD menu for phones without data (issue 31)', () => {
  it('tells a caller without an account what Pocket is and where the app is', async () => {
    const [first] = await gw.dial(uniqueMobile());
    expect(first).toMatchObject({ kind: 'END' });
    expect(first!.text).toContain('no Pocket account');
    expect(first!.text).toContain('https://pocket.example.zm');
  });

  it('opens with the menu and answers every wrong entry with the menu again, never an error', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const [menu, wrong, stillWrong, afterWrong] = await gw.dial(s.mobile, ['8', '#', '4']);
    expect(menu).toMatchObject({ kind: 'CON', text: MENU });
    expect(wrong).toMatchObject({ kind: 'CON', text: `Wrong choice. Try again.\n${MENU}` });
    expect(stillWrong).toMatchObject({ kind: 'CON', text: `Wrong choice. Try again.\n${MENU}` });
    // After wrong entries a right one still works: My limit.
    expect(afterWrong!.kind).toBe('END');
    expect(afterWrong!.text).toContain('Your Pocket limit is K1,000.00');
    expect(afterWrong!.text).toContain('borrow up to K1,000.00');
    // No bill yet.
    expect((await gw.last(s.mobile, ['1'])).text).toBe('You have no bill to pay. Thank you!');
    expect((await gw.last(s.mobile, ['2'])).text).toBe('You have no bill to pay. Thank you!');
    const help = await gw.last(s.mobile, ['5']);
    expect(help.kind).toBe('END');
    expect(help.text).toContain('call 0211 123 456');
  });

  it('9 on the first screen chooses the language: the account keeps it and the next dial opens in it (issue 48)', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const [, choice, saved] = await gw.dial(s.mobile, ['9', '3']);
    expect(choice).toMatchObject({ kind: 'CON', text: 'Choose your language:\n1 English\n2 Ichibemba\n3 Chinyanja\n0 Back' });
    expect(saved).toMatchObject({ kind: 'CON', text: 'Chilankhulo chasungidwa.\nPocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira\n9 Language/Ululimi/Chilankhulo' });
    expect((await app.users.findUserById(app.db, s.userId))!.language).toBe('ny');
    const [menu] = await gw.dial(s.mobile);
    expect(menu!.text).toBe('Pocket\n1 Mabilu anga\n2 Lipira\n3 Onjezera nthawi\n4 Limit yanga\n5 Thandizo\n6 Lonjezo lolipira\n9 Language/Ululimi/Chilankhulo');
    expect((await gw.last(s.mobile, ['1'])).text).toBe('Mulibe bilu yoti mulipire. Zikomo!');
    // Back to English the same way.
    await gw.dial(s.mobile, ['9', '1']);
    expect((await app.users.findUserById(app.db, s.userId))!.language).toBe('en');
    expect((await gw.dial(s.mobile))[0]!.text).toBe(MENU);
  });

  it('My bills shows the amount due and the due date; My limit says to repay first; wrong entries inside menus repeat that menu', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const bill = order.plans[0]!;
    const due = formatKwacha(toNgwee(bill.remainingAmount));
    const bills = await gw.last(s.mobile, ['1']);
    expect(bills.kind).toBe('END');
    expect(bills.text).toContain(`${due} due ${shortDate(bill.repayDate)}`);
    expect((await gw.last(s.mobile, ['4'])).text).toContain('Repay your loan to borrow again.');

    const [, repay, wrong, back] = await gw.dial(s.mobile, ['2', '7', '0']);
    expect(repay).toMatchObject({ kind: 'CON', text: `Bill due ${shortDate(bill.repayDate)}: ${due}\n1 Pay all ${due}\n2 Pay another amount\n0 Back` });
    expect(wrong!.text).toBe(`Wrong choice. Try again.\n${repay!.text}`);
    expect(back).toMatchObject({ kind: 'CON', text: MENU });

    const [, , amount, letters, tooLittle, tooMuch, leavesTooLittle] = await gw.dial(s.mobile, ['2', '2', 'abc', '5', '5000', String(bill.remainingAmount - 10)]);
    expect(amount!.text).toBe(`Amount in Kwacha, from K116.00 to ${due}:\n0 Back`);
    expect(letters!.text).toBe(`Type the amount in Kwacha, e.g. 100.\n${amount!.text}`);
    expect(tooLittle!.text).toBe(`The least you can pay now is K116.00.\n${amount!.text}`);
    expect(tooMuch!.text).toBe(`That is more than you owe (${due}).\n${amount!.text}`);
    expect(leavesTooLittle!.text).toBe(`Pay all: what would be left is below the least payment.\n${amount!.text}`);
    // Money actions need the USSD PIN set in the app first.
    const noPin = await gw.last(s.mobile, ['2', '1']);
    expect(noPin).toMatchObject({ kind: 'END' });
    expect(noPin.text).toContain('first set a 4-digit USSD PIN in the Pocket app');
    expect(await paymentsOf(bill.planId)).toHaveLength(0);
  });

  it('repays in full by USSD: the request-to-pay goes to the same number, approved on the sandbox, the ledger balanced; a retried step is the same payment', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const bill = order.plans[0]!;
    await withPin(s);
    const sessionId = `ATUid_repay_${s.userId}`;
    const screens = await gw.dial(s.mobile, ['2', '1', PIN], sessionId);
    const due = formatKwacha(toNgwee(bill.remainingAmount));
    expect(screens[2]).toMatchObject({ kind: 'CON', text: `Pay ${due} from ${s.mobile}.\nEnter your 4-digit Pocket USSD PIN:` });
    expect(screens[3]).toMatchObject({ kind: 'END', text: `A mobile money prompt for ${due} is coming to ${s.mobile}. Enter your mobile money PIN there to pay. We will send an SMS when it is paid.` });
    // The gateway retries the last step (a timeout on its side): the same answer, no second payment.
    const retried = await gw.post({ sessionId, serviceCode: '*384*123#', phoneNumber: `+260${s.mobile.slice(1)}`, networkCode: '64501', text: `2*1*${PIN}` });
    expect(retried.text).toBe(screens[3]!.text);
    const made = await paymentsOf(bill.planId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: 'REPAY', msisdn: s.mobile, amount: toNgwee(bill.remainingAmount), status: 'PENDING' });
    // While it waits for the mobile money PIN, Repay says so instead of asking again.
    expect((await gw.last(s.mobile, ['2'])).text).toContain('waiting for your mobile money PIN');

    await approvePrompt(app, s.mobile);
    expect((await paymentsOf(bill.planId))[0]!.status).toBe('SUCCESSFUL');
    expect((await planRow(await testDb(), bill.planId)).status).toBe('SETTLED');
    expect((await gw.last(s.mobile, ['1'])).text).toBe('You have no bill to pay. Thank you!');
    await assertLedger(await testDb());
  });

  it('repays a part by USSD with an amount typed in Kwacha', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const bill = order.plans[0]!;
    await withPin(s);
    const last = await gw.last(s.mobile, ['2', '2', '300', PIN]);
    expect(last.text).toContain('A mobile money prompt for K300.00');
    await approvePrompt(app, s.mobile);
    const left = formatKwacha(toNgwee(bill.remainingAmount) - 30_000);
    expect((await gw.last(s.mobile, ['1'])).text).toContain(`${left} due ${shortDate(bill.repayDate)}`);
    await assertLedger(await testDb());
  });

  it('extends by USSD: fee and new date, confirm, PIN, the fee paid on the sandbox moves the due date', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const bill = order.plans[0]!;
    await withPin(s);
    // Too early: the reason, not an error.
    const early = await gw.last(s.mobile, ['3']);
    expect(early.kind).toBe('END');
    expect(early.text).toContain('cannot be extended now');
    clock.set(Date.parse(`${bill.repayDate}T08:00:00Z`) - 2 * 86_400_000);
    const detail = await s.call('POST', '/api/order/api/extensionDetail', { planId: bill.planId });
    expect(detail.status, detail.body).toBe(200);
    const fee = formatKwacha(toNgwee(detail.json.data.extensionFee));
    const newDate = detail.json.data.extensionRepayDate as string;
    const [, offer, wrong, pin, sent] = await gw.dial(s.mobile, ['3', '5', '1', PIN]);
    expect(offer!.text).toBe(`Extend your bill of ${formatKwacha(toNgwee(bill.remainingAmount))} from ${shortDate(bill.repayDate)} to ${shortDate(newDate)} for a fee of ${fee}?\n1 Confirm\n0 Back`);
    expect(wrong!.text).toBe(`Wrong choice. Try again.\n${offer!.text}`);
    expect(pin!.text).toBe(`Pay the extension fee ${fee} from ${s.mobile}.\nEnter your 4-digit Pocket USSD PIN:`);
    expect(sent).toMatchObject({ kind: 'END', text: `A mobile money prompt for the fee of ${fee} is coming to ${s.mobile}. Once paid, your bill is due on ${shortDate(newDate)}.` });
    await approvePrompt(app, s.mobile);
    expect((await planRow(await testDb(), bill.planId)).dueDate).toBe(newDate);
    await assertLedger(await testDb());
  });

  it('several bills: My bills, Repay and Extend ask which one; the payment is for the bill picked', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app, '096', false);
    // A phone on instalments: one bill per instalment.
    const stage = await openStageOrder(app, s);
    const open = [...stage.plans].sort((a, b) => a.repayDate.localeCompare(b.repayDate) || a.planId - b.planId);
    expect(open.length).toBeGreaterThan(1);
    const line = (p: (typeof open)[number]) => `${formatKwacha(toNgwee(p.remainingAmount))} due ${shortDate(p.repayDate)}`;
    const page1 = open.slice(0, 3).map((p, i) => `${i + 1} ${line(p)}`).join('\n');
    const more = open.length > 3 ? '\n4 More' : '';

    const [, bills, wrong] = await gw.dial(s.mobile, ['1', '7']);
    expect(bills).toMatchObject({ kind: 'CON', text: `Your bills:\n${page1}${more}\n0 Back` });
    expect(wrong!.text).toBe(`Wrong choice. Try again.\n${bills!.text}`);
    const [, , second, back] = await gw.dial(s.mobile, ['1', '2', '0']);
    expect(second).toMatchObject({ kind: 'CON', text: `Bill due ${shortDate(open[1]!.repayDate)}: ${formatKwacha(toNgwee(open[1]!.remainingAmount))}\n1 Repay\n2 Extend\n0 Back` });
    expect(back!.text).toBe(MENU);
    expect((await gw.last(s.mobile, ['2'])).text).toBe(`Repay which bill?\n${page1}${more}\n0 Back`);
    expect((await gw.last(s.mobile, ['3'])).text).toBe(`Extend which bill?\n${page1}${more}\n0 Back`);

    // The second bill, from My bills and from Repay: the same bill's screen; the PIN pays that bill and no other.
    const target = open[1]!;
    const due = formatKwacha(toNgwee(target.remainingAmount));
    const repayScreen = `Bill due ${shortDate(target.repayDate)}: ${due}\n1 Pay all ${due}\n2 Pay another amount\n0 Back`;
    expect((await gw.last(s.mobile, ['1', '2', '1'])).text).toBe(repayScreen);
    await withPin(s);
    const screens = await gw.dial(s.mobile, ['2', '2', '1', PIN]);
    expect(screens[2]!.text).toBe(repayScreen);
    expect(screens[4]).toMatchObject({ kind: 'END', text: `A mobile money prompt for ${due} is coming to ${s.mobile}. Enter your mobile money PIN there to pay. We will send an SMS when it is paid.` });
    expect(await paymentsOf(target.planId)).toHaveLength(1);
    for (const other of open.filter((p) => p.planId !== target.planId)) expect(await paymentsOf(other.planId)).toHaveLength(0);
    // That bill now waits for its mobile money PIN: picking it says so; another bill can still be chosen.
    expect((await gw.last(s.mobile, ['2', '2'])).text).toContain('waiting for your mobile money PIN');
    expect((await gw.last(s.mobile, ['2', '1'])).text).toContain(`Bill due ${shortDate(open[0]!.repayDate)}`);
    await approvePrompt(app, s.mobile);
    expect((await planRow(await testDb(), target.planId)).status).toBe('SETTLED');
    await assertLedger(await testDb());
  });

  it('slows PIN guessing down after three wrong PINs, never locks for good, and pays nothing on a wrong PIN', async () => {
    clock.set(Date.parse('2026-05-01T08:00:00Z'));
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    await withPin(s);
    // In one session: a wrong PIN asks again; not 4 digits asks again; the third wrong try ends the session.
    const [, , , wrong1, short, wrong3] = await gw.dial(s.mobile, ['2', '1', '1111', '12', '3333']);
    expect(wrong1).toMatchObject({ kind: 'CON' });
    expect(wrong1!.text).toMatch(/^Wrong PIN\. Try again\.\nPay K/);
    expect(short!.text).toMatch(/^Your PIN is 4 digits\.\nPay K/);
    expect(wrong3).toMatchObject({ kind: 'END', text: 'Wrong PIN. Nothing was paid. Dial again to try again.' });
    // Two wrong so far; the third (another session) starts the wait: even the right PIN waits.
    expect((await gw.last(s.mobile, ['2', '1', '4444'])).kind).toBe('CON');
    const waiting = await gw.last(s.mobile, ['2', '1', PIN]);
    expect(waiting).toMatchObject({ kind: 'END', text: 'Too many wrong PINs. Nothing was paid. Try again in 1 min.' });
    expect(await paymentsOf(planId)).toHaveLength(0);
    // The wait grows with every further wrong PIN, up to 15 minutes, never more.
    let waited = 0;
    for (let i = 0; i < 12; i++) {
      clock.advance(MAX_WAIT_MS + 1000);
      await gw.last(s.mobile, ['2', '1', '5555']);
      const screen = await gw.last(s.mobile, ['2', '1', PIN]);
      const minutes = Number(/Try again in (\d+) min/.exec(screen.text)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(waited);
      expect(minutes).toBeLessThanOrEqual(MAX_WAIT_MS / 60_000);
      waited = minutes;
    }
    expect(waited).toBe(15);
    clock.advance(MAX_WAIT_MS + 1000);
    const paid = await gw.last(s.mobile, ['2', '1', PIN]);
    expect(paid.text).toContain('A mobile money prompt for');
    expect(await paymentsOf(planId)).toHaveLength(1);
  });

  it('setting the PIN in the app: signed only, 4 digits, not an easy guess; never shown back', async () => {
    const s = await loginAs(app, uniqueMobile());
    expect((await s.call('GET', '/api/ussd/pin')).json.data).toEqual({ set: false });
    const letters = await s.call('POST', '/api/ussd/pin', { pin: '12a4' });
    expect([letters.status, letters.json.msg]).toEqual([400, expect.stringContaining(USSD_PIN_MESSAGES.format)]);
    for (const pin of ['1234', '0000', '9876']) {
      const easy = await s.call('POST', '/api/ussd/pin', { pin });
      expect([easy.status, easy.json.msg]).toEqual([400, expect.stringContaining(USSD_PIN_MESSAGES.guessable)]);
    }
    await withPin(s, '7391');
    expect((await s.call('GET', '/api/ussd/pin')).json.data).toEqual({ set: true });
    const anonymous = await call(app, 'POST', '/api/ussd/pin', { pin: '7391' });
    expect(anonymous.status).toBe(401);
  });
});
