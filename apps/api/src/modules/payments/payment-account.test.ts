import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { PAYMENT_ACCOUNT_MESSAGES } from '@pocket/contracts/api/payment-account';
import { maskPhone } from '@pocket/contracts/validators';

import { call, createTestApp, latestCode, loginAs, testClock, testDb, type TestSession, uniqueMobile } from '../../../test/harness';
import { borrower, confirmPaymentAccount } from '../../../test/lending-helpers';
import { ITEL, openStageOrder } from '../../../test/stage-helpers';
import type { App } from '../../app';
import { paymentsConfigFor } from '../../config/payments';
import type { Db } from '../../db/client';
import { sandboxPrompts } from '../../providers/mobile-money/schema';
import { loanOrdersOfBorrower } from '../lending/test-support';
import { vipPurchasesOfBorrower } from '../vip/test-support';
import { PROMPT_LIMITS } from './payer-guard';
import { PAYMENT_ACCOUNT_LIMITS } from './payment-account.service';
import { payerNumbers, payments } from './schema';

const HOUR = 3_600_000;
const clock = testClock(Date.parse('2026-06-01T08:00:00Z'));
let app: App;
let db: Db;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp({ now: clock.now }, { payments: { ...paymentsConfigFor('test', {}), sandbox: { pin: '1234', autoApproveMs: undefined, disburseDelayMs: 10 } } });
  db = await testDb();
});

const monthly = (mobile: string) => ({ name: 'VIP Monthly', payAmount: 49, mobile, vipCardId: 1 });
const vipPay = (s: TestSession, mobile: string) => s.call('POST', '/api/vip/payment', monthly(mobile), { 'Idempotency-Key': `pa-test-${Date.now()}-${seq++}` });
const promptsTo = (mobile: string) => db.select().from(sandboxPrompts).where(eq(sandboxPrompts.msisdn, mobile));
const paymentsTo = (mobile: string) => db.select().from(payments).where(eq(payments.msisdn, mobile));
const declineAll = async (mobile: string) => {
  for (const p of await promptsTo(mobile)) if (p.status === 'PENDING') await call(app, 'POST', `/api/dev/prompts/${p.reference}/decline`);
};

describe('a payment account other than the borrower’s own number (issue 34, point 1)', () => {
  it('VIP payment to a stranger’s wallet: 428 asking for the code, no purchase, no payment, no prompt', async () => {
    const s = await loginAs(app);
    const stranger = uniqueMobile('097');
    const res = await vipPay(s, stranger);
    expect(res.status, res.body).toBe(428);
    expect(res.json).toMatchObject({ code: 428, msg: PAYMENT_ACCOUNT_MESSAGES.confirmFirst(maskPhone(stranger)), data: { field: 'mobile', masked: maskPhone(stranger) } });
    expect(await promptsTo(stranger)).toHaveLength(0);
    expect(await paymentsTo(stranger)).toHaveLength(0);
    expect(await vipPurchasesOfBorrower(db, s.userId)).toHaveLength(0);
  });

  it('stage deposit and stage repay to a stranger’s wallet: 428, and the deposit writes no order', async () => {
    const s = await borrower(app);
    const stranger = uniqueMobile('097');
    const pay = await s.call('POST', '/api/v1/mobile-order/pay', { phoneId: ITEL.phoneId, mobile: stranger });
    expect(pay.status, pay.body).toBe(428);
    expect(await loanOrdersOfBorrower(db, s.userId)).toHaveLength(0);
    expect(await promptsTo(stranger)).toHaveLength(0);
    const order = await openStageOrder(app, s);
    const repay = await s.call('POST', '/api/v1/mobile-order/repay', { planId: order.plans[0]!.planId, amount: 100, mobile: stranger });
    expect(repay.status, repay.body).toBe(428);
    expect(await paymentsTo(stranger)).toHaveLength(0);
  });

  it('the code goes to the stranger’s phone naming the borrower; a wrong code is refused; the right one lets the prompt through, naming what and for whom', async () => {
    const s = await loginAs(app);
    const friend = uniqueMobile('097');
    const sent = await s.call('POST', '/api/payment-account/sendCode', { mobile: friend });
    expect(sent.status, sent.body).toBe(200);
    const sms = await call(app, 'GET', `/api/dev/sms?mobile=${friend}`);
    expect(sms.json.data.messages[0].body).toContain(`for ${maskPhone(s.mobile)} to pay from this mobile money wallet`);
    const code = await latestCode(app, friend);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await s.call('POST', '/api/payment-account/confirm', { mobile: friend, code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toBe(PAYMENT_ACCOUNT_MESSAGES.wrongCode);
    expect(await vipPay(s, friend).then((r) => r.status)).toBe(428);
    // Another borrower cannot use this borrower's code.
    const other = await loginAs(app);
    expect((await other.call('POST', '/api/payment-account/confirm', { mobile: friend, code })).status).toBe(400);
    const ok = await s.call('POST', '/api/payment-account/confirm', { mobile: friend, code });
    expect(ok.status, ok.body).toBe(200);
    expect((await other.call('POST', '/api/payment-account/confirm', { mobile: friend, code })).status).toBe(400);
    const paid = await vipPay(s, friend);
    expect(paid.status, paid.body).toBe(200);
    const [prompt] = await promptsTo(friend);
    expect(prompt!.note).toBe(`Pocket VIP Monthly for ${maskPhone(s.mobile)}`);
    // The confirmation is this borrower's only.
    expect(await vipPay(other, friend).then((r) => r.status)).toBe(428);
  });

  it('a code allows 3 tries, and a stranger’s phone gets at most 3 codes an hour over all borrowers', async () => {
    const target = uniqueMobile('097');
    const a = await loginAs(app);
    expect((await a.call('POST', '/api/payment-account/sendCode', { mobile: target })).status).toBe(200);
    const code = await latestCode(app, target);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < PAYMENT_ACCOUNT_LIMITS.triesPerCode; i++) expect((await a.call('POST', '/api/payment-account/confirm', { mobile: target, code: wrong })).status).toBe(400);
    const spent = await a.call('POST', '/api/payment-account/confirm', { mobile: target, code });
    expect(spent.json.msg).toBe(PAYMENT_ACCOUNT_MESSAGES.triesExhausted);
    for (let i = 1; i < PAYMENT_ACCOUNT_LIMITS.sendsPerNumberPerHour; i++) {
      const other = await loginAs(app);
      expect((await other.call('POST', '/api/payment-account/sendCode', { mobile: target })).status).toBe(200);
    }
    const over = await (await loginAs(app)).call('POST', '/api/payment-account/sendCode', { mobile: target });
    expect(over.status).toBe(429);
    expect(over.json.msg).toBe(PAYMENT_ACCOUNT_MESSAGES.numberCap);
    expect(await db.select().from(payerNumbers).where(eq(payerNumbers.msisdn, target))).toHaveLength(0);
  });

  it(`a wallet gets at most ${PROMPT_LIMITS.perWalletPerHour} prompts an hour and ${PROMPT_LIMITS.perWalletPerDay} a day, across borrowers and payment kinds`, async () => {
    const wallet = uniqueMobile('097');
    const a = await borrower(app);
    const b = await loginAs(app);
    await confirmPaymentAccount(app, a, wallet);
    await confirmPaymentAccount(app, b, wallet);
    const prompt = async (i: number) => {
      if (i % 3 === 2) return a.call('POST', '/api/v1/mobile-order/pay', { phoneId: ITEL.phoneId, mobile: wallet });
      return vipPay(i % 3 === 0 ? a : b, wallet);
    };
    for (let i = 0; i < PROMPT_LIMITS.perWalletPerHour; i++) {
      const res = await prompt(i);
      expect(res.status, res.body).toBe(200);
      await declineAll(wallet);
    }
    const kinds = new Set((await paymentsTo(wallet)).map((p) => p.kind));
    expect(kinds).toEqual(new Set(['VIP', 'STAGE_DEPOSIT']));
    const over = await vipPay(b, wallet);
    expect(over.status, over.body).toBe(429);
    expect(over.json.msg).toBe(PAYMENT_ACCOUNT_MESSAGES.promptCap);
    expect(await promptsTo(wallet)).toHaveLength(PROMPT_LIMITS.perWalletPerHour);
    clock.advance(HOUR + 1000);
    for (let i = PROMPT_LIMITS.perWalletPerHour; i < PROMPT_LIMITS.perWalletPerDay; i++) {
      const res = await vipPay(i % 2 ? a : b, wallet);
      expect(res.status, res.body).toBe(200);
      await declineAll(wallet);
    }
    clock.advance(HOUR + 1000);
    expect((await vipPay(a, wallet)).status).toBe(429);
    // The borrowers' own numbers are not held back by the stranger's wallet.
    expect((await vipPay(b, b.mobile)).status).toBe(200);
    expect(await db.select().from(payments).where(and(eq(payments.msisdn, wallet), eq(payments.status, 'PENDING')))).toHaveLength(0);
  });

  it('20 concurrent prompts to one wallet pass the hourly cap no more than it allows', async () => {
    const wallet = uniqueMobile('097');
    const sessions = await Promise.all(Array.from({ length: 20 }, () => loginAs(app)));
    // Confirmed as by the code (the code's own caps are tested above; 20 codes would pass the 3-per-hour cap).
    await db.insert(payerNumbers).values(sessions.map((s) => ({ userId: s.userId, msisdn: wallet })));
    const answers = await Promise.all(sessions.map((s) => vipPay(s, wallet)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(PROMPT_LIMITS.perWalletPerHour);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - PROMPT_LIMITS.perWalletPerHour);
    expect(await paymentsTo(wallet)).toHaveLength(PROMPT_LIMITS.perWalletPerHour);
  });
});
