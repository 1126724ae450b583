import { isDeepStrictEqual } from 'node:util';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CreditPolicyDocument, POLICY_V1, refusalText } from '@pocket/contracts/credit-policy';

import { createTestApp, loginAs, testDb, uniqueMobile } from '../../../test/harness';
import { borrower, waitFor } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import type { AppError } from '../../plugins/errors';
import { LoanService, billsOfBorrower, loanOrdersOfBorrower } from '../lending/test-support';
import { creditDecisions } from './schema';
import { addDraft, publish, readLive } from './store';

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
});

/** Publishes `document` as a new live version straight through the store (the desk's maker-checker is tested apart). */
async function goLive(d: Db, document: CreditPolicyDocument, note: string): Promise<number> {
  return d.transaction(async (tx) => {
    const draft = await addDraft(tx, { document, note, basedOn: null, staffId: 1, now: new Date() });
    await publish(tx, draft.version, 1, new Date());
    return draft.version;
  });
}

// The database is shared with later files on PostgreSQL: the rules of version 1 are live again after this file.
afterAll(async () => {
  if (!isDeepStrictEqual((await readLive(db)).document, POLICY_V1)) await goLive(db, POLICY_V1, 'Back to version 1 after the decision tests');
});

const decisionsOf = (userId: number) => db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId));
const apply = (s: Awaited<ReturnType<typeof borrower>>, amount: number) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term: 14 });

describe('every application is decided by the live version and recorded once', () => {
  it('an approval: one row with the version, the features, the limit made of its parts and what passed', async () => {
    const s = await borrower(app);
    const res = await apply(s, 800);
    expect(res.status, res.body).toBe(200);
    const rows = await decisionsOf(s.userId);
    expect(rows).toHaveLength(1);
    const live = await readLive(db);
    expect(rows[0]).toMatchObject({ orderId: res.json.data.orderId, policyVersion: live.version, outcome: 'approved', amount: 80_000, score: null });
    expect(rows[0]!.features).toMatchObject({ questionnaire: 1, vip: 0, loansPaidOnTime: 0, loansPaidLate: 0, maxDaysLate: 0, accountAgeDays: 0, declinedPayments: 0 });
    expect(rows[0]!.limitMakeUp).toEqual({ base: 50_000, fromStart: true, questionnaireBonus: 50_000, vipBoost: 0, capped: false, limit: 100_000, available: 100_000 });
    expect(rows[0]!.reasons).toEqual([{ code: 'limit', result: 'passed', note: 'K800.00 asked, K1,000.00 available' }]);
  });

  it('a refusal is recorded without a loan, with its reason; an apply that fails before the decision records nothing', async () => {
    const s = await borrower(app);
    const res = await apply(s, 1_500);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe('The amount is above your available limit of K1,000.00');
    const [row] = await decisionsOf(s.userId);
    expect(row).toMatchObject({ orderId: null, outcome: 'refused' });
    expect(row!.reasons).toEqual([{ code: 'above-limit', result: 'refused', note: 'K1,500.00 asked, K1,000.00 available' }]);

    const noKyc = await loginAs(app, uniqueMobile());
    expect((await apply(noKyc as never, 500)).status).toBe(417);
    expect(await decisionsOf(noKyc.userId)).toEqual([]);
  });

  it('a second application while the first is open: refused with the same text as before, and recorded', async () => {
    const s = await borrower(app);
    expect((await apply(s, 500)).status).toBe(200);
    const second = await apply(s, 300);
    expect(second.status).toBe(409);
    expect(second.json.msg).toBe('You already have a loan in progress. Please repay it before applying again');
    expect((await decisionsOf(s.userId)).map((r) => r.outcome).sort()).toEqual(['approved', 'refused']);
  });

  it("counts the borrower's declined repayments (declinedPayments) and records them with the decision", async () => {
    const s = await borrower(app);
    const first = await apply(s, 500);
    expect(first.status, first.body).toBe(200);
    const orderId = first.json.data.orderId as number;
    // Two repayments the operator declined and a declined extension fee: the repayments count.
    // Made and declined through the payments' door (its engine), as an operator's refusal leaves them.
    for (const kind of ['REPAY', 'REPAY', 'EXTENSION'] as const) {
      const made = await db.transaction((tx) => app.payments.engine.create(tx, { userId: s.userId, orderId, planId: null, kind, msisdn: s.mobile, amount: 10_000 }));
      expect((await app.payments.engine.finalize(made.id, { status: 'FAILED', reason: 'declined' }))?.status).toBe('FAILED');
    }
    expect((await apply(s, 300)).status).toBe(409);
    const rows = await decisionsOf(s.userId);
    expect(rows.map((r) => r.features.declinedPayments).sort()).toEqual([0, 2]);
  });
});

describe('a published version decides the next application', () => {
  it('a new-account rule refuses a new borrower in plain words, and is recorded with its version', async () => {
    // A borrower whose loan is open under the version before: the publish leaves the loan and its bills as they were.
    const old = await borrower(app);
    expect((await apply(old, 500)).status).toBe(200);
    const loanOf = async () => {
      const [order] = await loanOrdersOfBorrower(db, old.userId);
      const plans = await billsOfBorrower(db, old.userId);
      return { order, plans };
    };
    const paidOut = await waitFor(loanOf, (l) => l.order?.status === 'REPAYING', 30_000);
    expect(paidOut.order).toMatchObject({ status: 'REPAYING', principal: 50_000 });
    expect(paidOut.plans.length).toBeGreaterThan(0);

    const stricter: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] };
    const version = await goLive(db, stricter, 'New accounts wait 30 days');
    const s = await borrower(app);
    const res = await apply(s, 500);
    expect(res.status).toBe(409);
    expect(res.json.msg).toBe(refusalText('new-account'));
    expect(res.json.msg).toBe('Your account is too new. Please try again when it is a few weeks older.');
    const [row] = await decisionsOf(s.userId);
    expect(row).toMatchObject({ policyVersion: version, outcome: 'refused', orderId: null });
    expect(row!.reasons).toEqual([{ code: 'rule:new-account', result: 'refused', note: 'accountAgeDays 0: refused when below 30' }]);
    // The old borrower's open loan: untouched (its account is minutes old too, and the new rule would refuse it now).
    expect(await loanOf()).toEqual(paidOut);

    const scored: CreditPolicyDocument = { ...POLICY_V1, scorecard: { characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 1, points: 0 }, { from: 1, to: null, points: 50 }] }], cutoff: 40 } };
    await goLive(db, scored, 'A first loan needs a loan paid on time');
    const t = await borrower(app);
    const refused = await apply(t, 500);
    expect(refused.json.msg).toBe('Your repayment record does not reach our threshold yet. Loans paid on time will change this.');
    expect((await decisionsOf(t.userId))[0]).toMatchObject({ score: 0, outcome: 'refused' });

    await goLive(db, POLICY_V1, 'Back to version 1');
    expect((await apply(t, 500)).status).toBe(200);
  });
});

/**
 * Applies through a LoanService whose policy door decides with `document` under a draft's version (never live): other
 * files share the database on PostgreSQL, and a version published here would decide their applications.
 */
async function decidedBy(document: CreditPolicyDocument) {
  const draft = await db.transaction((tx) => addDraft(tx, { document, note: 'The decision SMS tests', basedOn: null, staffId: 1, now: new Date() }));
  const policy = { ...app.creditPolicy, forBorrower: async () => ({ version: draft.version, document, arm: 'champion' as const }) };
  const loans = new LoanService({ db, engine: app.payments.engine, now: app.appConfig.now, policy, messages: app.messages });
  return (userId: number, amount: number) => loans.apply(userId, { productId: 1, amount: amount * 100, term: 14 }).then(() => 200, (err: AppError) => err.code);
}

describe('the decision SMS of a refused borrower (issue 45)', () => {
  const declined = async (userId: number) => (await app.messages.of(userId)).filter((m) => m.event === 'loan.declined').map((m) => [m.language, m.body]);
  const speaking = async (language: 'en' | 'bem' | 'ny') => {
    const s = await borrower(app);
    if (language !== 'en') expect((await s.call('POST', '/api/v1/my/language', { language })).status).toBe(200);
    return s;
  };

  it('carries the reason of the rule that refused them, in the language of their account', async () => {
    const newAccounts = await decidedBy({ ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }] });
    const bem = await speaking('bem');
    expect(await newAccounts(bem.userId, 500)).toBe(409);
    expect(await declined(bem.userId)).toEqual([['bem', 'Pocket: inkongole yenu iya K500.00 tayasuminishiwe. Akaunti yenu icili ipya. Eseni nakabili pa numa ya milungu iinono.']]);
    const en = await speaking('en');
    expect(await newAccounts(en.userId, 500)).toBe(409);
    expect(await declined(en.userId)).toEqual([['en', 'Pocket: your loan of K500.00 was not approved. Your account is too new. Please try again when it is a few weeks older.']]);

    // A scorecard's refusal: the reason in words, never the score or the cut-off.
    const scored = await decidedBy({ ...POLICY_V1, scorecard: { characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 1, points: 7 }, { from: 1, to: null, points: 50 }] }], cutoff: 43 } });
    const ny = await speaking('ny');
    expect(await scored(ny.userId, 500)).toBe(409);
    const [[language, body]] = (await declined(ny.userId)) as [[string, string]];
    expect([language, body]).toEqual(['ny', 'Pocket: ngongole yanu ya K500.00 sinavomerezedwe. Mbiri yanu yobweza sinafike pomwe tikufuna. Ngongole zobwezedwa pa nthawi zidzasintha izi.']);
    expect(body.replace('K500.00', '')).not.toMatch(/\d/);
  });

  it("the engine's own refusals say theirs (a loan in progress), once per decision; an approval sends none", async () => {
    const v1 = await decidedBy(POLICY_V1);
    const s = await speaking('en');
    expect(await v1(s.userId, 500)).toBe(200);
    expect(await declined(s.userId)).toEqual([]);
    expect(await v1(s.userId, 300)).toBe(409);
    expect(await declined(s.userId)).toEqual([['en', 'Pocket: your loan of K300.00 was not approved. You already have a loan in progress. Please repay it before applying again.']]);
    expect(await v1(s.userId, 1_500)).toBe(409);
    expect(await declined(s.userId)).toHaveLength(2);
  });
});
