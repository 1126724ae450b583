import { describe, expect, it } from 'vitest';

import { type CreditFeatures, type CreditPolicyDocument, POLICY_V1 } from '@pocket/contracts/credit-policy';

import { baseAfterSettlement, decide, type DecisionInputs } from './decide';

const features = (f: Partial<CreditFeatures> = {}): CreditFeatures => ({ accountAgeDays: 100, loansPaidOnTime: 0, loansPaidLate: 0, maxDaysLate: 0, extensionsUsed: 0, loansWrittenOff: 0, questionnaire: 0, vip: 0, declinedPayments: 0, ...f });
const inputs = (i: Partial<DecisionInputs> = {}): DecisionInputs => ({ amount: 30_000, features: features(), baseLimit: null, openLoan: false, overdue: false, review: null, at: '2026-11-20T08:00:00.000Z', ...i });
const SCORED: CreditPolicyDocument = {
  ...POLICY_V1,
  scorecard: { characteristics: [{ feature: 'loansPaidOnTime', bins: [{ from: 0, to: 1, points: 0 }, { from: 1, to: 3, points: 30 }, { from: 3, to: null, points: 60 }] }], cutoff: 0 },
  limit: { ...POLICY_V1.limit, firstLimitByScore: [{ minScore: 30, limit: 80_000 }, { minScore: 60, limit: 120_000 }] },
};

describe('the decider', () => {
  it('records every failing rule, the first being the main reason', () => {
    const doc: CreditPolicyDocument = {
      ...POLICY_V1,
      eligibility: [
        { code: 'new-account', feature: 'accountAgeDays', when: 'below', value: 30 },
        { code: 'late-history', feature: 'maxDaysLate', when: 'above', value: 30 },
        { code: 'written-off', feature: 'loansWrittenOff', when: 'above', value: 0 },
      ],
    };
    const d = decide(doc, inputs({ features: features({ accountAgeDays: 3, maxDaysLate: 45 }) }), null);
    expect(d.outcome).toBe('refused');
    expect(d.refusal).toMatchObject({ code: 'new-account', codes: ['new-account', 'late-history'] });
    expect(d.reasons.map((r) => [r.code, r.result])).toEqual([['rule:new-account', 'refused'], ['rule:late-history', 'refused'], ['rule:written-off', 'passed']]);
  });

  it('a rule on declinedPayments refuses above its value, and is not applied to a decision recorded before the feature', () => {
    const doc: CreditPolicyDocument = { ...POLICY_V1, eligibility: [{ code: 'late-history', feature: 'declinedPayments', when: 'above', value: 2 }] };
    expect(decide(doc, inputs({ features: features({ declinedPayments: 3 }) }), null)).toMatchObject({ outcome: 'refused', refusal: { code: 'late-history' } });
    expect(decide(doc, inputs({ features: features({ declinedPayments: 2 }) }), null).outcome).toBe('approved');
    const { declinedPayments: _, ...older } = features();
    expect(decide(doc, inputs({ features: older as CreditFeatures }), null).reasons[0]).toEqual({ code: 'rule:late-history', result: 'passed', note: 'declinedPayments: not recorded with this decision, not applied' });
  });

  it('scores by bins and refuses below the cut-off', () => {
    const doc = { ...SCORED, scorecard: { ...SCORED.scorecard!, cutoff: 30 } };
    expect(decide(doc, inputs({ features: features({ loansPaidOnTime: 0 }) }), null)).toMatchObject({ outcome: 'refused', score: 0, refusal: { code: 'score' } });
    expect(decide(doc, inputs({ features: features({ loansPaidOnTime: 1 }), baseLimit: 50_000 }), null)).toMatchObject({ outcome: 'approved', score: 30 });
    expect(decide(doc, inputs({ features: features({ loansPaidOnTime: 7 }), baseLimit: 50_000 }), null)).toMatchObject({ outcome: 'approved', score: 60 });
  });

  it('gives a new borrower the first limit of the highest score band reached; a borrower on the ladder keeps their base', () => {
    expect(decide(SCORED, inputs({ features: features({ loansPaidOnTime: 0 }) }), null).limit).toMatchObject({ base: 50_000, fromStart: true });
    expect(decide(SCORED, inputs({ features: features({ loansPaidOnTime: 1 }) }), null).limit).toMatchObject({ base: 80_000, fromStart: true });
    expect(decide(SCORED, inputs({ features: features({ loansPaidOnTime: 4 }) }), null).limit).toMatchObject({ base: 120_000, fromStart: true });
    expect(decide(SCORED, inputs({ features: features({ loansPaidOnTime: 4 }), baseLimit: 70_000 }), null).limit).toMatchObject({ base: 70_000, fromStart: false });
  });

  it('the ladder falls after a late loan (never below 0) and grows after one on time (to the cap)', () => {
    const l = { ...POLICY_V1.limit, fallLate: 20_000 };
    expect(baseAfterSettlement(l, 50_000, false)).toBe(30_000);
    expect(baseAfterSettlement(l, 10_000, false)).toBe(0);
    expect(baseAfterSettlement(l, 990_000, true)).toBe(1_000_000);
  });

  it('a version with its own review thresholds holds what the settings would not', () => {
    const settings = { amountAbove: 300_000, firstLoanAbove: 100_000, applications: 0, applicationsWindowHours: 24, limitRaisedDays: 0, targetMinutes: 120 };
    const review = { disbursedBefore: 0, applicationsInWindow: 0, limitRaisedAt: null, raisedBy: null };
    const own: CreditPolicyDocument = { ...POLICY_V1, review: { ...settings, firstLoanAbove: 20_000 } };
    expect(decide(POLICY_V1, inputs({ review }), settings).outcome).toBe('approved');
    expect(decide(own, inputs({ review }), { ...settings, ...own.review }).hold?.rule).toBe('first-loan');
  });
});
