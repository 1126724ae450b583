import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { authInfoBody } from '@pocket/contracts/api/kyc';
import { type CreditPolicyDocument, KYC_FEATURES, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { createTestApp, type TestSession, testDb } from '../../../test/harness';
import { borrower, saveKycSection } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { backtest } from '../credit-policy-desk/test-support';
import { kycFeaturesOf } from '../lending/test-support';
import { decide } from './decide';
import { creditDecisions } from './schema';

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
});

/**
 * A KYC section as the borrower's form saves it (checked by the form's own schema), stored for `s` as the test
 * borrowers' KYC is (test/lending-helpers.ts): KYC's own save would send these borrowers, who share one NRC, to a person.
 */
async function saveSection(s: TestSession, section: Record<string, unknown>) {
  const { type, ...rest } = authInfoBody.parse(section);
  await saveKycSection(db, s.userId, type, rest);
}
const base = (education: string) => ({ type: 'base', maritalStatus: 'married', education, provinceId: 3, districtId: 21, address: 'Plot 12, Kabwata', email: '' });
const work = (employmentType: string, monthlyIncome: string, employerName = '') => ({ type: 'work', employmentType, employerName, monthlyIncome, payDay: 25 });

const apply = (s: TestSession, amount: number) => s.call('POST', '/api/zmb/index/api/appManualGetLoan', { productId: 1, amount, term: 14 });
const decisionOf = async (userId: number) => (await db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId)))[0]!;

const NOW = new Date('2026-11-20T08:00:00.000Z');
const NO_IDENTITY = { dateOfBirth: null, completedAt: null };

describe('the KYC features, from hand-made KYC records', () => {
  it('the income band, employment and education by their place in the form, and whether a workplace is named', () => {
    expect(kycFeaturesOf({ monthlyIncome: 'below_1500', employmentType: 'full_time_employee', employerName: 'Zambeef', education: 'none', ...NO_IDENTITY }, NOW)).toEqual({
      incomeBand: 0,
      employmentType: 0,
      educationLevel: 0,
      workplaceGiven: 1,
    });
    expect(kycFeaturesOf({ monthlyIncome: 'above_10000', employmentType: 'unemployed', employerName: '  ', education: 'postgraduate', ...NO_IDENTITY }, NOW)).toEqual({
      incomeBand: 4,
      employmentType: 6,
      educationLevel: 5,
      workplaceGiven: 0,
    });
    // A section not saved gives none of its features; an answer the form does not hold gives none either.
    expect(kycFeaturesOf({ monthlyIncome: null, employmentType: null, employerName: null, education: 'secondary', ...NO_IDENTITY }, NOW)).toEqual({ educationLevel: 2 });
    expect(kycFeaturesOf({ monthlyIncome: 'a lot', employmentType: 'self_employed', employerName: null, education: null, ...NO_IDENTITY }, NOW)).toEqual({ employmentType: 3, workplaceGiven: 0 });
  });

  it("read in the application's statement and recorded with the decision; never the record's marital status or place", async () => {
    const [named, none] = [await borrower(app), await borrower(app)];
    await saveSection(named, base('college_or_diploma'));
    await saveSection(named, work('civil_servant', '3000_5000', 'Ministry of Health'));
    for (const s of [named, none]) expect((await apply(s, 500)).status).toBe(200);

    const features = (await decisionOf(named.userId)).features as Record<string, number>;
    expect(features).toMatchObject({ incomeBand: 2, employmentType: 2, educationLevel: 3, workplaceGiven: 1 });
    for (const name of ['maritalStatus', 'provinceId', 'districtId', 'address']) expect(Object.keys(features)).not.toContain(name);
    // Empty sections (the test borrower's): none of the sections' features (the identity's age is there).
    const bare = Object.keys((await decisionOf(none.userId)).features);
    for (const name of KYC_FEATURES.filter((f) => f !== 'ageYears' && f !== 'daysSinceKyc')) expect(bare).not.toContain(name);
  });
});

describe('a rule on them, and a draft tried on past applications', () => {
  // Below K1,500 a month: refused with the KYC features' own reason.
  const LOW_INCOME: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'profile', feature: 'incomeBand', when: 'below', value: 1 }] };

  it('refuses with the profile reason in plain words; not applied when the work section is not saved', () => {
    const inputs = { amount: 30_000, baseLimit: null, openLoan: false, overdue: false, review: null, at: '2026-11-20T08:00:00.000Z' };
    const own = { accountAgeDays: 100, loansPaidOnTime: 0, loansPaidLate: 0, maxDaysLate: 0, extensionsUsed: 0, loansWrittenOff: 0, questionnaire: 0, vip: 0, declinedPayments: 0 };
    expect(decide(LOW_INCOME, { ...inputs, features: { ...own, incomeBand: 0 } }, null)).toMatchObject({
      outcome: 'refused',
      refusal: { code: 'profile', message: 'Your age, income or work details do not qualify yet. Updating them when they change will change this.' },
    });
    expect(decide(LOW_INCOME, { ...inputs, features: { ...own, incomeBand: 1 } }, null).outcome).toBe('approved');
    expect(decide(LOW_INCOME, { ...inputs, features: own }, null).reasons[0]).toEqual({ code: 'rule:profile', result: 'passed', note: 'incomeBand: not recorded with this decision, not applied' });
  });

  it('version 1 ignores them; a draft with the rule refuses only the low income on the recorded features', async () => {
    const [low, high] = [await borrower(app), await borrower(app)];
    await saveSection(low, work('self_employed', 'below_1500'));
    await saveSection(high, work('full_time_employee', '5000_10000', 'Zambeef'));
    for (const s of [low, high]) expect((await apply(s, 500)).status).toBe(200);

    // A day of their own, long past: no other test decides in it.
    await db.update(creditDecisions).set({ createdAt: new Date('2023-06-21T09:00:00Z') }).where(inArray(creditDecisions.userId, [low.userId, high.userId]));
    const result = await backtest(db, { version: 0, doc: LOW_INCOME, from: '2023-06-21', to: '2023-06-21', settings: null, now: new Date() });
    expect(result.decided).toMatchObject({ approved: 2, refused: 0 });
    expect(result.draft).toMatchObject({ approved: 1, refused: 1, refusals: { profile: 1 } });
    expect(result.examples.map((e) => [e.uid, e.was, e.now, e.reason])).toEqual([[low.userId, 'approved', 'refused', 'profile']]);
  });
});
