import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { POLICY_V1 } from '@pocket/contracts/credit-policy';
import { formatKwacha } from '@pocket/contracts/money';

import type { ReviewConfig } from '../../config/review';
import { availableLimit, effectiveLimit, LIMIT_RULES, limitAfterSettlement } from '../lending/test-support';
import { baseAfterSettlement, decide, type DecisionInputs } from './decide';
import { holdFor } from './review-rules';

const SETTINGS: ReviewConfig = { amountAbove: 300_000, firstLoanAbove: 100_000, applications: 4, applicationsWindowHours: 24, limitRaisedDays: 3, targetMinutes: 120 };
const NOW = new Date('2026-11-20T10:00:00Z');

/** The decision as the lending code made it before policies (loan.service.ts apply, at the commit before issue 45). */
function before(i: DecisionInputs, review: ReviewConfig | null) {
  const base = (i.baseLimit ?? LIMIT_RULES.start) + (i.features.questionnaire ? LIMIT_RULES.questionnaireBonus : 0);
  const vip = i.features.vip === 1;
  const open = i.openLoan || i.overdue;
  const available = availableLimit({ base, vip, hasOpenLoan: open, hasOverdueLoan: i.overdue });
  const limit = effectiveLimit(base, vip);
  if (i.overdue) return { outcome: 'refused', message: 'You have an overdue bill. Please repay it before borrowing again', limit, available };
  if (open) return { outcome: 'refused', message: 'You already have a loan in progress. Please repay it before applying again', limit, available };
  if (i.amount > available) return { outcome: 'refused', message: `The amount is above your available limit of ${formatKwacha(available)}`, limit, available };
  const r = i.review;
  const hold =
    review && r
      ? holdFor(
          {
            amount: i.amount,
            disbursedBefore: r.disbursedBefore,
            applicationsInWindow: r.applicationsInWindow,
            limitRaisedAt: r.limitRaisedAt === null ? null : new Date(r.limitRaisedAt),
            availableBeforeRaise: r.raisedBy === null ? null : Math.max(0, available - r.raisedBy),
            now: NOW,
          },
          review,
        )
      : null;
  return { outcome: hold ? 'review' : 'approved', message: null, limit, available, hold };
}

const bit = fc.integer({ min: 0, max: 1 });
const inputs = fc.record({
  amount: fc.integer({ min: 1, max: 2_000_000 }),
  features: fc.record({
    accountAgeDays: fc.nat(2000), loansPaidOnTime: fc.nat(40), loansPaidLate: fc.nat(10), maxDaysLate: fc.nat(200),
    extensionsUsed: fc.nat(10), loansWrittenOff: fc.nat(2), questionnaire: bit, vip: bit, declinedPayments: fc.nat(6),
    ageYears: fc.integer({ min: 18, max: 100 }), daysSinceKyc: fc.nat(2000),
  }, { requiredKeys: ['accountAgeDays', 'loansPaidOnTime', 'loansPaidLate', 'maxDaysLate', 'extensionsUsed', 'loansWrittenOff', 'questionnaire', 'vip', 'declinedPayments'] }),
  baseLimit: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  openLoan: fc.boolean(),
  overdue: fc.boolean(),
  review: fc.option(
    fc.record({
      disbursedBefore: fc.nat(30),
      applicationsInWindow: fc.nat(8),
      limitRaisedAt: fc.option(fc.integer({ min: 0, max: 10 * 24 }).map((h) => new Date(NOW.getTime() - h * 3_600_000).toISOString()), { nil: null }),
      raisedBy: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
    }),
    { nil: null },
  ),
  at: fc.constant(NOW.toISOString()),
}).map((i) => ({ ...i, openLoan: i.openLoan || i.overdue }));

describe('policy version 1 decides as the code before it', () => {
  it('the same outcome, limit, available, refusal text and review rule over random borrower histories', () => {
    fc.assert(
      fc.property(inputs, fc.boolean(), (i, reviewOn) => {
        const review = reviewOn ? SETTINGS : null;
        const was = before(i, review);
        const now = decide(POLICY_V1, i, review);
        expect(now.outcome).toBe(was.outcome);
        expect(now.limit.limit).toBe(was.limit);
        expect(now.limit.available).toBe(was.available);
        expect(now.refusal?.message ?? null).toBe(was.message);
        expect(now.hold).toEqual(was.hold ?? null);
      }),
      { numRuns: 5_000 },
    );
  });

  it('the same base after a settlement, on time or late', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (base, onTime) => {
        expect(baseAfterSettlement(POLICY_V1.limit, base, onTime)).toBe(limitAfterSettlement(base, onTime));
      }),
    );
  });
});
