import { describe, expect, it } from 'vitest';

import { type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { diffPolicies } from './diff';

const scored: CreditPolicyDocument = {
  ...POLICY_V1,
  eligibility: [{ code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 }],
  scorecard: { cutoff: 40, characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 2, points: 10 }, { from: 2, to: null, points: 50 }] }] },
};
const texts = (a: CreditPolicyDocument, b: CreditPolicyDocument) => diffPolicies(a, b).map((c) => `${c.part}| ${c.text}`);

describe('the diff between two versions', () => {
  it('the same document has no differences', () => {
    expect(diffPolicies(scored, structuredClone(scored))).toEqual([]);
  });

  it('a rule and a scorecard added, in words', () => {
    expect(texts(POLICY_V1, scored)).toEqual([
      'eligibility| Rule added: refused when Days since the account was opened is below 30 (“Your account is too new.”)',
      'scorecard| Scorecard added: cut-off 40; Loans paid on time 0-2:10, 2-:50',
    ]);
    expect(texts(scored, POLICY_V1)).toEqual([
      'eligibility| Rule removed: refused when Days since the account was opened is below 30 (“Your account is too new.”)',
      'scorecard| Scorecard removed: no application is refused on its score',
    ]);
  });

  it('a rule changed, the cut-off, bins and scored features, the limit ladder', () => {
    const stricter: CreditPolicyDocument = {
      eligibility: [{ code: 'late-history', feature: 'accountAgeDays', when: 'below', value: 60 }],
      scorecard: { cutoff: 55, characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 3, points: 10 }, { from: 3, to: null, points: 50 }] }, { feature: 'vip', bins: [{ from: 0, to: null, points: 5 }] }] },
      limit: { ...POLICY_V1.limit, start: 30_000, vipBoostBp: 4_000, firstLimitByScore: [{ minScore: 60, limit: 80_000 }] },
      review: null,
    };
    expect(texts(scored, stricter)).toEqual([
      'eligibility| Rule on Days since the account was opened (below): 30 → 60',
      'eligibility| Rule on Days since the account was opened (below), the borrower is told: “Your account is too new.” → “A past bill was paid too late.”',
      'scorecard| Cut-off: 40 → 55',
      'scorecard| Loans paid on time bins: 0-2:10, 2-:50 → 0-3:10, 3-:50',
      'scorecard| Now scored: VIP member (1) or not (0) 0-:5',
      'limit| Starting limit: K500.00 → K300.00',
      'limit| VIP raise: 50% → 40%',
      'limit| First limit by score: the starting limit for everyone → score 60+: K800.00',
    ]);
  });

  it('review thresholds: from the settings to the version’s own, and one threshold changed', () => {
    const own = { amountAbove: 500_000, firstLoanAbove: 100_000, applications: 3, applicationsWindowHours: 24, limitRaisedDays: 0 };
    expect(texts(POLICY_V1, { ...POLICY_V1, review: own })).toEqual([
      'review| Review thresholds: the deployment’s review settings → amount above K5,000.00, first loan above K1,000.00, the Nth application in the window 3, Applications window 24 hours, within days of a limit raise off',
    ]);
    expect(texts({ ...POLICY_V1, review: own }, { ...POLICY_V1, review: { ...own, amountAbove: 400_000, limitRaisedDays: 7 } })).toEqual([
      'review| Sent to a person: amount above: K5,000.00 → K4,000.00',
      'review| Sent to a person: within days of a limit raise: off → 7 days',
    ]);
  });
});
