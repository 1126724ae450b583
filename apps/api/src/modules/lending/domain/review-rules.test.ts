import { describe, expect, it } from 'vitest';

import type { ReviewConfig } from '../../../config/review';
import { type ApplicationFacts, holdFor } from './review-rules';

const K = 100;
const config: ReviewConfig = { amountAbove: 3_000 * K, firstLoanAbove: 1_000 * K, applications: 4, applicationsWindowHours: 24, limitRaisedDays: 3, targetMinutes: 120 };
const now = new Date('2026-11-27T10:00:00Z');
const facts = (f: Partial<ApplicationFacts>): ApplicationFacts => ({ amount: 500 * K, disbursedBefore: 2, applicationsInWindow: 0, limitRaisedAt: null, availableBeforeRaise: null, now, ...f });
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);

describe('the rules that send an application to a person', () => {
  it('an ordinary application is decided automatically', () => {
    expect(holdFor(facts({}), config)).toBeNull();
  });

  it('an amount above the threshold, whoever asks (the threshold itself passes)', () => {
    expect(holdFor(facts({ amount: 3_000 * K }), config)).toBeNull();
    expect(holdFor(facts({ amount: 3_000 * K + 1 }), config)).toEqual({ rule: 'amount', note: 'K3,000.01 is above K3,000.00' });
  });

  it('a first loan above its own threshold; the same amount as a second loan passes', () => {
    expect(holdFor(facts({ amount: 1_000 * K, disbursedBefore: 0 }), config)).toBeNull();
    expect(holdFor(facts({ amount: 1_100 * K, disbursedBefore: 0 }), config)?.rule).toBe('first-loan');
    expect(holdFor(facts({ amount: 1_100 * K, disbursedBefore: 1 }), config)).toBeNull();
  });

  it('the Nth application within the window; 0 turns the rule off', () => {
    expect(holdFor(facts({ applicationsInWindow: 2 }), config)).toBeNull();
    expect(holdFor(facts({ applicationsInWindow: 3 }), config)).toEqual({ rule: 'many-applications', note: 'Application 4 within 24 h' });
    expect(holdFor(facts({ applicationsInWindow: 30 }), { ...config, applications: 0 })).toBeNull();
  });

  it('a limit raised within the days, when the amount uses the new room', () => {
    const raised = { limitRaisedAt: daysAgo(1), availableBeforeRaise: 800 * K };
    expect(holdFor(facts({ ...raised, amount: 800 * K }), config)).toBeNull();
    expect(holdFor(facts({ ...raised, amount: 1_000 * K }), config)).toEqual({ rule: 'limit-raised', note: 'Limit raised 1 day(s) ago: K1,000.00 is above the K800.00 available before' });
    expect(holdFor(facts({ ...raised, limitRaisedAt: daysAgo(3), amount: 1_000 * K }), config)).toBeNull();
    expect(holdFor(facts({ ...raised, amount: 1_000 * K }), { ...config, limitRaisedDays: 0 })).toBeNull();
  });

  it('the first rule that holds names the case (amount before first loan)', () => {
    expect(holdFor(facts({ amount: 4_000 * K, disbursedBefore: 0, applicationsInWindow: 9 }), config)?.rule).toBe('amount');
  });
});
