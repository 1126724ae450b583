import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONSENT_TEXT_VERSIONS } from '@pocket/contracts/api/consents';
import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { HttpCreditBureau } from '../../providers/bureau/http-bureau';
import { type SandboxBureau, sandboxRecord, startSandboxBureau } from '../../providers/bureau/sandbox-bureau';
import { backtest } from '../credit-policy-desk/test-support';
import { userDoor } from '../user/plugin';
import { creditDecisions } from './schema';

// The credit bureau behind its port (docs/credit-policy.md, "The credit bureau"): the real HTTP adapter against the
// sandbox bureau on a local port. A day of its own (the clock) keeps this file's decisions apart in a shared database.
const DAY = '2029-07-23';
const clock = testClock(Date.parse(`${DAY}T08:00:00Z`));
// Long enough for a loaded machine's first connection; the slow bureau answers well after it.
const TIMEOUT_MS = 1_000;
let app: App;
let db: Db;
let fake: SandboxBureau;

beforeAll(async () => {
  fake = await startSandboxBureau({ slowMs: 2_500 });
  db = await testDb();
  app = await createTestApp({ now: clock.now }, { bureau: new HttpCreditBureau({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, timeoutMs: TIMEOUT_MS }) });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

type Session = Awaited<ReturnType<typeof borrower>>;
const apply = (s: Session, amount: number) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term: 14 });
const decisionsOf = (userId: number) => db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId));
const mobileOf = async (s: Session) => (await db.transaction((tx) => userDoor.lockOpenAccount(tx, s.userId))).mobile;
const enquiriesOf = async (s: Session) => {
  const mobile = await mobileOf(s);
  return fake.enquiries.filter((e) => e.mobile === mobile);
};
const consent = (s: Session, given: boolean, from?: 'kyc') => s.call('POST', '/api/consents', { kind: 'bureau', given, ...(from ? { from } : {}) });

describe('the credit bureau is asked only with the borrower consent', () => {
  it('no consent: not asked; the decision says so and is the same as without a bureau', async () => {
    const s = await borrower(app);
    const res = await apply(s, 800);
    expect(res.status, res.body).toBe(200);
    expect(await enquiriesOf(s)).toEqual([]);
    const [row] = await decisionsOf(s.userId);
    expect(row!.inputs.bureau).toEqual({ status: 'no-consent' });
    expect(Object.keys(row!.features).filter((k) => k.startsWith('bureau'))).toEqual([]);
    expect(row!.reasons).toEqual([
      { code: 'bureau:no-consent', result: 'passed', note: 'Credit bureau not asked: no consent recorded' },
      { code: 'limit', result: 'passed', note: 'K800.00 asked, K1,000.00 available' },
    ]);
  });

  it('consent given (on the face-verification screen): asked once, with the consent text version and time; the answer is in the features', async () => {
    const s = await borrower(app);
    const given = await consent(s, true, 'kyc');
    expect(given.status, given.body).toBe(200);
    expect(given.json.data.items.find((c: { kind: string }) => c.kind === 'bureau')).toEqual({ kind: 'bureau', given: true, version: CONSENT_TEXT_VERSIONS.bureau, at: `${DAY}T08:00:00.000Z` });
    fake.setAnswer('123456/10/1', { score: 612, open: 1, defaulted: 0 });
    const res = await apply(s, 800);
    expect(res.status, res.body).toBe(200);
    const asked = await enquiriesOf(s);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ apiKey: fake.apiKey, purpose: 'credit-application', nationalId: '123456/10/1', consent: { version: CONSENT_TEXT_VERSIONS.bureau, givenAt: `${DAY}T08:00:00.000Z` } });
    expect(asked[0]!.idempotencyKey).toBe(asked[0]!.reference);
    const [row] = await decisionsOf(s.userId);
    // Version 1 does not use the bureau: approved with the same limit as without it.
    expect(row).toMatchObject({ outcome: 'approved', limitMakeUp: { limit: 100_000, available: 100_000 } });
    expect(row!.features).toMatchObject({ bureauScore: 612, bureauOpenLoans: 1, bureauDefaults: 0 });
    expect(row!.inputs.bureau).toEqual({ status: 'answered', enquiryId: expect.stringMatching(/^ENQ-/) });
    expect(row!.reasons[0]).toEqual({ code: 'bureau:answered', result: 'passed', note: 'Credit bureau: score 612, 1 open loan elsewhere, 0 defaults elsewhere' });

    // A second application while the loan is open is refused by the engine: the bureau is not asked again.
    expect((await apply(s, 200)).status).toBe(409);
    expect(await enquiriesOf(s)).toHaveLength(1);
  });

  it('consent withdrawn: not asked any more', async () => {
    const s = await borrower(app);
    await consent(s, true);
    const off = await consent(s, false);
    expect(off.json.data.items.find((c: { kind: string }) => c.kind === 'bureau')).toMatchObject({ given: false, version: CONSENT_TEXT_VERSIONS.bureau });
    expect((await apply(s, 500)).status).toBe(200);
    expect(await enquiriesOf(s)).toEqual([]);
    expect((await decisionsOf(s.userId))[0]!.inputs.bureau).toEqual({ status: 'no-consent' });
  });

  it('the bureau down or too slow: the application is decided without it, and the reason says so', async () => {
    fake.setMode('down');
    const s = await borrower(app);
    await consent(s, true);
    const res = await apply(s, 800);
    expect(res.status, res.body).toBe(200);
    const [row] = await decisionsOf(s.userId);
    expect(row!.outcome).toBe('approved');
    expect(row!.inputs.bureau).toEqual({ status: 'unavailable', why: 'answered 503' });
    expect(row!.reasons[0]).toEqual({ code: 'bureau:unavailable', result: 'passed', note: 'Credit bureau unavailable (answered 503): decided without it' });
    expect(Object.keys(row!.features).filter((k) => k.startsWith('bureau'))).toEqual([]);

    fake.setMode('slow');
    const t = await borrower(app);
    await consent(t, true);
    const started = Date.now();
    const slow = await apply(t, 800);
    expect(slow.status, slow.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect((await decisionsOf(t.userId))[0]!.inputs.bureau).toEqual({ status: 'unavailable', why: `no answer within ${TIMEOUT_MS} ms` });
    fake.setMode('ok');
  });

  it('no record at the bureau: decided without bureau features', async () => {
    fake.setAnswer('123456/10/1', null);
    const s = await borrower(app);
    await consent(s, true);
    expect((await apply(s, 800)).status).toBe(200);
    const [row] = await decisionsOf(s.userId);
    expect(row!.inputs.bureau).toEqual({ status: 'no-record', enquiryId: expect.stringMatching(/^ENQ-/) });
    expect(row!.reasons[0]!.note).toBe('Credit bureau: no record of this person; decided without bureau features');
  });

  it('a draft scoring the bureau score backtests on the recorded features: low scores refused, no answer scores no points', async () => {
    const low = await borrower(app);
    await consent(low, true);
    fake.setAnswer('123456/10/1', { score: 420, open: 2, defaulted: 1 });
    expect((await apply(low, 500)).status).toBe(200);
    const high = await borrower(app);
    await consent(high, true);
    fake.setAnswer('123456/10/1', { score: 700, open: 0, defaulted: 0 });
    expect((await apply(high, 500)).status).toBe(200);
    const none = await borrower(app);
    expect((await apply(none, 500)).status).toBe(200);

    const draft: CreditPolicyDocument = {
      ...POLICY_V1,
      scorecard: { cutoff: 0, characteristics: [{ feature: 'bureauScore', bins: [{ from: 0, to: 500, points: -10 }, { from: 500, to: null, points: 10 }] }] },
    };
    const result = await backtest(db, { version: 999, doc: draft, from: DAY, to: DAY, settings: null, now: new Date(clock.now()) });
    const mine = result.examples.filter((e) => [low.userId, high.userId, none.userId].includes(e.uid));
    expect(mine.map((e) => [e.uid, e.was, e.now, e.reason])).toEqual([[low.userId, 'approved', 'refused', 'score']]);
    expect(result.draft.refusals.score).toBeGreaterThanOrEqual(1);
  });

  it("npm start's configuration: the sandbox bureau on a loopback port, asked through the HTTP adapter", async () => {
    const sandboxApp = await createTestApp({ now: clock.now, bureau: { provider: 'sandbox', timeoutMs: 2_000 } });
    try {
      const s = await borrower(sandboxApp);
      await consent(s, true);
      expect((await apply(s, 500)).status).toBe(200);
      const [row] = await decisionsOf(s.userId);
      expect(row!.inputs.bureau).toMatchObject({ status: 'answered' });
      const made = sandboxRecord('123456/10/1')!;
      expect(row!.features).toMatchObject({ bureauScore: made.score, bureauOpenLoans: made.open, bureauDefaults: made.defaulted });
    } finally {
      await sandboxApp.close();
    }
  });
});
