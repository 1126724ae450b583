import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, loginAs, type TestSession, testClock, testDb } from '../../../test/harness';
import { borrower, kycCompletedAt, setKycIdentity } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { backtest } from '../credit-policy-desk/test-support';
import { kycFeaturesOf } from '../lending/test-support';
import { decide } from './decide';
import { creditDecisions } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const SECTIONS = { monthlyIncome: null, employmentType: null, employerName: null, education: null };
/** The two time features alone, from a date of birth and a completion time, at `now`. */
const timeFeatures = (dateOfBirth: string | null, completedAt: string | null, now: string) => kycFeaturesOf({ ...SECTIONS, dateOfBirth, completedAt }, new Date(now));

describe("the borrower's age and the days since the KYC, by hand", () => {
  it('the age in whole years on the Lusaka date: a birthday today counts, tomorrow does not', () => {
    // 08:00 UTC is 10:00 in Lusaka, 20 November.
    expect(timeFeatures('1990-11-20', null, '2026-11-20T08:00:00Z')).toEqual({ ageYears: 36 });
    expect(timeFeatures('1990-11-21', null, '2026-11-20T08:00:00Z')).toEqual({ ageYears: 35 });
    // 22:30 UTC on the 20th is already the 21st in Lusaka (UTC+2): the birthday has come.
    expect(timeFeatures('1990-11-21', null, '2026-11-20T22:30:00Z')).toEqual({ ageYears: 36 });
    expect(timeFeatures('1990-11-21', null, '2026-11-20T21:30:00Z')).toEqual({ ageYears: 35 });
  });

  it('born on 29 February: a year older on 1 March in other years, on the 29th in a leap year', () => {
    expect(timeFeatures('2000-02-29', null, '2026-02-28T10:00:00Z')).toEqual({ ageYears: 25 });
    expect(timeFeatures('2000-02-29', null, '2026-03-01T10:00:00Z')).toEqual({ ageYears: 26 });
    expect(timeFeatures('2000-02-29', null, '2028-02-28T10:00:00Z')).toEqual({ ageYears: 27 });
    expect(timeFeatures('2000-02-29', null, '2028-02-29T10:00:00Z')).toEqual({ ageYears: 28 });
  });

  it('the whole days since the KYC was completed (24 hours each), as the statement gives the time', () => {
    // json_build_object gives a timestamptz as ISO 8601 with its offset.
    expect(timeFeatures(null, '2026-11-10T09:00:00+00:00', '2026-11-20T08:00:00Z')).toEqual({ daysSinceKyc: 9 });
    expect(timeFeatures(null, '2026-11-10T09:00:00+00:00', '2026-11-20T09:00:00Z')).toEqual({ daysSinceKyc: 10 });
    expect(timeFeatures(null, '2026-11-20T10:00:00+02:00', '2026-11-20T08:00:00Z')).toEqual({ daysSinceKyc: 0 });
    // A completion after `now` (a clock moved back): 0, never below.
    expect(timeFeatures(null, '2026-12-01T00:00:00+00:00', '2026-11-20T08:00:00Z')).toEqual({ daysSinceKyc: 0 });
    // No date of birth, no completion: neither feature.
    expect(timeFeatures(null, null, '2026-11-20T08:00:00Z')).toEqual({});
  });
});

describe('a rule on them', () => {
  const inputs = { amount: 30_000, baseLimit: null, openLoan: false, overdue: false, review: null, at: '2026-11-20T08:00:00.000Z' };
  const own = { accountAgeDays: 100, loansPaidOnTime: 0, loansPaidLate: 0, maxDaysLate: 0, extensionsUsed: 0, loansWrittenOff: 0, questionnaire: 0, vip: 0, declinedPayments: 0 };
  const YOUNG: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'profile', feature: 'ageYears', when: 'below', value: 21 }] };
  const FRESH_KYC: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'new-account', feature: 'daysSinceKyc', when: 'below', value: 7 }] };

  it('refuses in plain words; without a date of birth or a completion it is not applied and refuses no one', () => {
    expect(decide(YOUNG, { ...inputs, features: { ...own, ageYears: 19 } }, null)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'profile', message: 'Your age, income or work details do not qualify yet. Updating them when they change will change this.' },
    });
    expect(decide(YOUNG, { ...inputs, features: { ...own, ageYears: 21 } }, null).outcome).toBe('approved');
    expect(decide(FRESH_KYC, { ...inputs, features: { ...own, daysSinceKyc: 3 } }, null)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'new-account', message: 'Your account is too new. Please try again when it is a few weeks older.' },
    });
    const none = decide(YOUNG, { ...inputs, features: own }, null);
    expect(none.outcome).toBe('approved');
    expect(none.reasons[0]).toEqual({ code: 'rule:profile', result: 'passed', note: 'ageYears: no date of birth recorded, not applied' });
    expect(decide(FRESH_KYC, { ...inputs, features: own }, null).reasons[0]).toEqual({ code: 'rule:new-account', result: 'passed', note: 'daysSinceKyc: no KYC completion recorded, not applied' });
  });
});

describe('from the KYC saves to the decision and the backtest', () => {
  const T0 = Date.UTC(2025, 2, 3, 7, 15);
  const clock = testClock(T0);
  let app: App;
  let db: Db;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    db = await testDb();
  });
  const apply = (s: TestSession) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount: 500, term: 14 });
  const saveWork = (s: TestSession) =>
    s.call('POST', '/api/user/auth/api/addOrUpdateUserAuthInfo', { type: 'work', employmentType: 'civil_servant', employerName: 'Ministry of Health', monthlyIncome: '3000_5000', payDay: 25 });
  const completedAt = (userId: number) => kycCompletedAt(db, userId);
  const featuresOf = async (userId: number) => (await db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId)))[0]!.features as Record<string, number>;

  it('the save that completes the KYC marks it at business time, once; the decision records the age and the days', async () => {
    clock.set(T0);
    const s = await borrower(app); // KYC steps stored straight in the tables: not marked completed
    // An NRC of its own (the helper's is shared, which would send the KYC to a person).
    await setKycIdentity(db, [s.userId], { dateOfBirth: '2000-02-29', nrcNumber: `${String(s.userId).padStart(6, '0')}/29/1` });
    expect(await completedAt(s.userId)).toBeNull();
    expect((await saveWork(s)).json.code).toBe(200);
    expect((await completedAt(s.userId))?.getTime()).toBe(T0); // the app's clock, not the database's
    clock.set(T0 + 10 * DAY);
    expect((await saveWork(s)).json.code).toBe(200);
    expect((await completedAt(s.userId))?.getTime()).toBe(T0); // a later save does not move it

    clock.set(T0 + 40 * DAY + 2 * 3_600_000); // 12 April 2025; the session of 40 days ago has expired
    expect((await apply(await loginAs(app, s.mobile))).status).toBe(200);
    expect(await featuresOf(s.userId)).toMatchObject({ ageYears: 25, daysSinceKyc: 40 });
  });

  it('a draft with an age rule refuses the young on the recorded features; a decision recorded before them is not judged on them', async () => {
    clock.set(T0 + 100 * DAY);
    const [young, older, before] = [await borrower(app), await borrower(app), await borrower(app)];
    // Both 20 on the day; the decision recorded before the features is not judged on the age it does not hold.
    await setKycIdentity(db, [young.userId, before.userId], { dateOfBirth: '2005-06-01' });
    for (const s of [young, older, before]) expect((await apply(s)).status).toBe(200);
    const ids = [young.userId, older.userId, before.userId];
    // As recorded before the features existed: without them.
    await db.update(creditDecisions).set({ features: sql`${creditDecisions.features} - 'ageYears' - 'daysSinceKyc'` }).where(eq(creditDecisions.userId, before.userId));
    // A day of their own, long past: no other test decides in it.
    await db.update(creditDecisions).set({ createdAt: new Date('2023-07-14T09:00:00Z') }).where(inArray(creditDecisions.userId, ids));

    const UNDER_21: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'profile', feature: 'ageYears', when: 'below', value: 21 }] };
    const result = await backtest(db, { version: 0, doc: UNDER_21, from: '2023-07-14', to: '2023-07-14', settings: null, now: new Date() });
    expect(result.decided).toMatchObject({ approved: 3, refused: 0 });
    expect(result.draft).toMatchObject({ approved: 2, refused: 1, refusals: { profile: 1 } });
    expect(result.examples.map((e) => [e.uid, e.was, e.now, e.reason])).toEqual([[young.userId, 'approved', 'refused', 'profile']]);
  });
});
