import { describe, expect, it } from 'vitest';

import { effectiveLimit } from '../lending/test-support';
import { couponMonthsDue, extendMembership, isActive } from './domain';

const DAY = 86_400_000;
const now = new Date('2026-05-01T08:00:00Z');

describe('VIP rules', () => {
  it('a first card starts now and lasts its days', () => {
    const r = extendMembership(null, now, 30);
    expect(r.from).toEqual(now);
    expect(r.until.getTime()).toBe(now.getTime() + 30 * DAY);
  });

  it('a renewal extends from the current end, never shortens it', () => {
    const current = { status: 'ACTIVE' as const, activeFrom: new Date(now.getTime() - 20 * DAY), activeUntil: new Date(now.getTime() + 10 * DAY) };
    const r = extendMembership(current, now, 30);
    expect(r.from).toEqual(current.activeUntil);
    expect(r.membership.activeUntil.getTime()).toBe(now.getTime() + 40 * DAY);
    expect(r.membership.activeFrom).toEqual(current.activeFrom);
  });

  it('after the end a new card starts from the payment, not from the old end', () => {
    const old = { status: 'ACTIVE' as const, activeFrom: new Date(now.getTime() - 40 * DAY), activeUntil: new Date(now.getTime() - 10 * DAY) };
    expect(isActive(old, now)).toBe(false);
    expect(extendMembership(old, now, 90).until.getTime()).toBe(now.getTime() + 90 * DAY);
  });

  it('membership ends at its end date exactly', () => {
    const m = { status: 'ACTIVE' as const, activeFrom: now, activeUntil: new Date(now.getTime() + DAY) };
    expect(isActive(m, new Date(now.getTime() + DAY - 1))).toBe(true);
    expect(isActive(m, new Date(now.getTime() + DAY))).toBe(false);
  });

  it('coupons fall due one month at a time within the card’s stretch', () => {
    const until = new Date(now.getTime() + 90 * DAY);
    expect(couponMonthsDue(now, until, now)).toEqual([0]);
    expect(couponMonthsDue(now, until, new Date(now.getTime() + 30 * DAY))).toEqual([0, 1]);
    expect(couponMonthsDue(now, until, new Date(now.getTime() + 200 * DAY))).toEqual([0, 1, 2]);
    expect(couponMonthsDue(now, new Date(now.getTime() + 30 * DAY), new Date(now.getTime() + 60 * DAY))).toEqual([0]);
  });

  it('credit limit +50%, capped at K15,000', () => {
    expect(effectiveLimit(100_000, true)).toBe(150_000);
    expect(effectiveLimit(1_000_000, true)).toBe(1_500_000);
    expect(effectiveLimit(1_200_000, true)).toBe(1_500_000);
    expect(effectiveLimit(100_000, false)).toBe(100_000);
  });
});
