import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type PlanState, sum, zero } from '@pocket/contracts/plan-state';

import { couponUsableStatus, couponWaiver, remainingAfterCoupon, type UserCouponState } from '../../coupon/plugin';
import { allocate } from './allocation';
import { availableLimit, effectiveLimit, limitAfterSettlement } from './credit-limit';
import { checkExtension } from './extension';
import { penaltiesDue } from './penalty';
import { DEFAULT_PRODUCTS } from './product';

const rule = DEFAULT_PRODUCTS[0]!;
const plan = (over: Partial<PlanState> = {}): PlanState => ({
  due: { penalty: 0, fee: 2_000, interest: 14_000, principal: 100_000 },
  paid: zero(),
  waived: zero(),
  dueDate: '2026-03-15',
  extensions: 0,
  penaltyThrough: null,
  ...over,
});

describe('allocation penalty -> fee -> interest -> principal', () => {
  it('pays the penalty first and the principal last', () => {
    expect(allocate(30_000, { penalty: 1_000, fee: 2_000, interest: 14_000, principal: 100_000 })).toEqual({
      parts: { penalty: 1_000, fee: 2_000, interest: 14_000, principal: 13_000 },
      credit: 0,
    });
  });
  it('keeps money beyond what is owed as credit, never lost', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000), fc.nat(1_000), fc.nat(100_000), fc.nat(1_000_000), (a, p, f, i, pr) => {
        const owed = { penalty: p, fee: f, interest: i, principal: pr };
        const { parts, credit } = allocate(a, owed);
        expect(sum(parts) + credit).toBe(a);
        expect(credit).toBe(Math.max(0, a - sum(owed)));
        // a later component only gets money once every earlier one is fully paid
        if (parts.fee > 0) expect(parts.penalty).toBe(p);
        if (parts.interest > 0) expect(parts.fee).toBe(f);
        if (parts.principal > 0) expect(parts.interest).toBe(i);
      }),
    );
  });
});

describe('overdue penalty: 1% of outstanding principal per day, capped at 30% of principal', () => {
  it('charges nothing on the due date and 1% per day after it', () => {
    expect(penaltiesDue(plan(), rule, '2026-03-15')).toEqual([]);
    expect(penaltiesDue(plan(), rule, '2026-03-17')).toEqual([
      { date: '2026-03-16', amount: 1_000 },
      { date: '2026-03-17', amount: 1_000 },
    ]);
  });
  it('is idempotent per day', () => {
    const charged = plan({ penaltyThrough: '2026-03-17', due: { penalty: 2_000, fee: 2_000, interest: 14_000, principal: 100_000 } });
    expect(penaltiesDue(charged, rule, '2026-03-17')).toEqual([]);
    expect(penaltiesDue(charged, rule, '2026-03-18')).toEqual([{ date: '2026-03-18', amount: 1_000 }]);
  });
  it('never exceeds 30% of the principal in total', () => {
    const all = penaltiesDue(plan(), rule, '2026-06-30');
    expect(all.reduce((s, a) => s + a.amount, 0)).toBe(30_000);
    expect(all).toHaveLength(30);
  });
  it('is charged on the principal still outstanding', () => {
    const part = plan({ paid: { penalty: 0, fee: 2_000, interest: 14_000, principal: 50_000 } });
    expect(penaltiesDue(part, rule, '2026-03-16')).toEqual([{ date: '2026-03-16', amount: 500 }]);
  });
});

describe('extension', () => {
  it('is allowed from 3 days before the due date, for 8% of principal, moving the date by the term', () => {
    expect(checkExtension(plan(), rule, 14, '2026-03-12')).toEqual({
      ok: true,
      fee: 8_000,
      beforeRepayDate: '2026-03-15',
      extensionRepayDate: '2026-03-29',
    });
    expect(checkExtension(plan(), rule, 14, '2026-03-11')).toEqual({
      ok: false,
      reason: 'An extension is possible from 2026-03-12, 3 days before the due date',
    });
  });
  it('is allowed up to 15 days after the due date, counting the new term from today', () => {
    expect(checkExtension(plan(), rule, 7, '2026-03-30')).toMatchObject({ ok: true, extensionRepayDate: '2026-04-06' });
    expect(checkExtension(plan(), rule, 7, '2026-03-31')).toEqual({
      ok: false,
      reason: 'An extension is possible until 15 days after the due date; this bill is 16 days overdue',
    });
  });
  it('is refused after 2 extensions or when paid off', () => {
    expect(checkExtension(plan({ extensions: 2 }), rule, 14, '2026-03-15')).toEqual({
      ok: false,
      reason: 'This bill has already been extended 2 times, the most allowed',
    });
    const paid = plan({ paid: { penalty: 0, fee: 2_000, interest: 14_000, principal: 100_000 } });
    expect(checkExtension(paid, rule, 14, '2026-03-15')).toEqual({ ok: false, reason: 'This bill is already paid off' });
  });
});

describe('coupons', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const k20: UserCouponState = {
    coupon: { kind: 'AMOUNT_OFF', amountOff: 2_000, discountBp: 0, minBill: 20_000, validFrom: new Date('2026-01-01'), validUntil: new Date('2026-12-31') },
    usedAt: null,
    appliedPlanId: null,
  };
  it('is 1 usable, 2 applied to this plan, 0 used / expired / below minimum / on another plan', () => {
    expect(couponUsableStatus(k20, 7, plan(), now)).toBe(1);
    expect(couponUsableStatus({ ...k20, appliedPlanId: 7 }, 7, plan(), now)).toBe(2);
    expect(couponUsableStatus({ ...k20, appliedPlanId: 8 }, 7, plan(), now)).toBe(0);
    expect(couponUsableStatus({ ...k20, usedAt: now }, 7, plan(), now)).toBe(0);
    expect(couponUsableStatus(k20, 7, plan(), new Date('2027-01-01'))).toBe(0);
    const small = plan({ due: { penalty: 0, fee: 500, interest: 1_000, principal: 10_000 } });
    expect(couponUsableStatus(k20, 7, small, now)).toBe(0);
  });
  it('is 0 on a paid-off bill, which applying it refuses (a counterexample of the ledger model test)', () => {
    const paidOff = plan({ paid: { penalty: 0, fee: 2_000, interest: 14_000, principal: 100_000 } });
    expect(couponUsableStatus(k20, 7, paidOff, now)).toBe(0);
    const almost = plan({ paid: { penalty: 0, fee: 2_000, interest: 14_000, principal: 99_999 } });
    expect(couponUsableStatus(k20, 7, almost, now)).toBe(1);
  });
  it('takes K20 off the remaining amount, from interest first', () => {
    expect(couponWaiver(k20.coupon, plan())).toEqual({ penalty: 0, fee: 0, interest: 2_000, principal: 0 });
    expect(remainingAfterCoupon(plan(), k20.coupon)).toBe(114_000);
  });
  it('takes a share of the interest for an interest discount', () => {
    const half = { ...k20.coupon, kind: 'INTEREST_DISCOUNT' as const, discountBp: 5_000 };
    expect(remainingAfterCoupon(plan(), half)).toBe(109_000);
  });
});

describe('credit limit', () => {
  it('starts at K500, grows by K300 on time up to K10,000, not when late', () => {
    expect(limitAfterSettlement(50_000, true)).toBe(80_000);
    expect(limitAfterSettlement(50_000, false)).toBe(50_000);
    expect(limitAfterSettlement(990_000, true)).toBe(1_000_000);
  });
  it('is raised by half for VIP up to K15,000 and zero with an open or overdue loan', () => {
    expect(effectiveLimit(100_000, true)).toBe(150_000);
    expect(effectiveLimit(1_000_000, true)).toBe(1_500_000);
    expect(availableLimit({ base: 100_000, vip: false, hasOpenLoan: true, hasOverdueLoan: false })).toBe(0);
    expect(availableLimit({ base: 100_000, vip: false, hasOpenLoan: false, hasOverdueLoan: false })).toBe(100_000);
  });
});
