import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { addDays, daysBetween, endOfLusakaDay, isOverdue, lusakaDate } from '@pocket/contracts/lusaka-date';

import { estimateBill } from './pricing';
import { DEFAULT_PRODUCTS, productRefusal } from './product';

const [loan, stages] = DEFAULT_PRODUCTS as [(typeof DEFAULT_PRODUCTS)[0], (typeof DEFAULT_PRODUCTS)[0]];

describe('Lusaka business dates', () => {
  it('takes the calendar date in UTC+2', () => {
    expect(lusakaDate(new Date('2026-03-01T21:59:59Z'))).toBe('2026-03-01');
    expect(lusakaDate(new Date('2026-03-01T22:00:00Z'))).toBe('2026-03-02');
  });
  it('is due until 23:59:59 Lusaka and overdue from the next day', () => {
    expect(endOfLusakaDay('2026-03-15').toISOString()).toBe('2026-03-15T21:59:59.999Z');
    expect(isOverdue('2026-03-15', '2026-03-15')).toBe(false);
    expect(isOverdue('2026-03-15', '2026-03-16')).toBe(true);
  });
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-25', 14)).toBe('2028-03-10');
    expect(daysBetween('2026-12-25', '2027-01-08')).toBe(14);
  });
});

describe('estimated bill (docs/product.md#loan-products-and-pricing)', () => {
  it('prices K1,000 for 14 days: 14% interest, 2% fee, due 14 days after disbursement', () => {
    const bill = estimateBill(loan, 100_000, 14, '2026-03-01');
    expect(bill).toMatchObject({
      principal: 100_000,
      interest: 14_000,
      serviceFee: 2_000,
      totalRepay: 116_000,
      amountReceived: 100_000,
      totalCostOfCredit: 16_000,
      termDays: 14,
    });
    expect(bill.plans).toEqual([
      { loanPeriod: 1, dueDate: '2026-03-15', principal: 100_000, interest: 14_000, fee: 2_000, total: 116_000 },
    ]);
    // 16% over 14 days, annualised on 365 days: 417.14%
    expect(bill.aprBp).toBe(41_714);
  });

  it('charges at least K5 of service fee', () => {
    expect(estimateBill(loan, 20_000, 7, '2026-03-01').serviceFee).toBe(500);
  });

  it('splits Pocket Stages into 3 bills of 14 days with the fee in stage 1', () => {
    const bill = estimateBill(stages, 100_000, 14, '2026-03-01');
    expect(bill.plans.map((p) => [p.dueDate, p.principal, p.interest, p.fee])).toEqual([
      ['2026-03-15', 33_334, 6_000, 2_000],
      ['2026-03-29', 33_333, 6_000, 0],
      ['2026-04-12', 33_333, 6_000, 0],
    ]);
    expect(bill.totalRepay).toBe(120_000);
  });

  it('adds up for every amount and term: plans sum to the total, total = principal + cost of credit', () => {
    fc.assert(
      fc.property(fc.constantFrom(loan, stages), fc.integer({ min: 1, max: 5_000_000 }), (product, principal) => {
        const term = product.terms[0]!.days;
        const bill = estimateBill(product, principal, term, '2026-01-31');
        expect(bill.plans.reduce((s, p) => s + p.total, 0)).toBe(bill.totalRepay);
        expect(bill.plans.reduce((s, p) => s + p.principal, 0)).toBe(principal);
        expect(bill.totalRepay).toBe(principal + bill.totalCostOfCredit);
        expect(bill.serviceFee).toBeGreaterThanOrEqual(500);
        expect(bill.aprBp).toBeGreaterThan(0);
      }),
    );
  });

  it('refuses amounts off the product grid and unknown terms', () => {
    expect(productRefusal(loan, 100_000, 14)).toBeNull();
    expect(productRefusal(loan, 100_050, 14)).toBe('The amount must be in steps of K100.00');
    expect(productRefusal(loan, 10_000, 14)).toBe('The amount must be between K200.00 and K5,000.00');
    expect(productRefusal(loan, 100_000, 21)).toBe('The term must be one of 7, 14, 30 days');
  });
});
