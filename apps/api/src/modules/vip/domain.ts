/** VIP membership rules of docs/product.md#vip-membership (pure; the service applies them inside transactions). */

const DAY_MS = 86_400_000;

export const VIP_RULES = {
  /** 20% off the service fee, in basis points. */
  feeDiscountBp: 2_000,
  /** The seeded 'VIP K20 off' coupon, two of them per month of membership. */
  couponId: 3,
  couponsPerMonth: 2,
  monthDays: 30,
} as const;

export interface MembershipSpan {
  status: 'ACTIVE' | 'EXPIRED';
  activeFrom: Date;
  activeUntil: Date;
}

/** True while the membership covers `now` (the end is exclusive), whether or not the expiry job has run yet. */
export function isActive(m: MembershipSpan | null | undefined, now: Date): boolean {
  return !!m && m.status === 'ACTIVE' && m.activeUntil.getTime() > now.getTime();
}

/**
 * A paid card's stretch: a renewal while active starts at the current end (never shortens it); otherwise it starts
 * now. Answers the stretch the card bought and the membership after it.
 */
export function extendMembership(current: MembershipSpan | null, now: Date, days: number): { from: Date; until: Date; membership: MembershipSpan } {
  const renewing = isActive(current, now);
  const from = renewing ? current!.activeUntil : now;
  const until = new Date(from.getTime() + days * DAY_MS);
  return { from, until, membership: { status: 'ACTIVE', activeFrom: renewing ? current!.activeFrom : now, activeUntil: until } };
}

/** The months of a purchase whose coupons are due by `now`: month i starts `i * 30` days after the stretch starts. */
export function couponMonthsDue(from: Date, until: Date, now: Date): number[] {
  const out: number[] = [];
  for (let i = 0; ; i += 1) {
    const start = from.getTime() + i * VIP_RULES.monthDays * DAY_MS;
    if (start >= until.getTime() || start > now.getTime()) return out;
    out.push(i);
  }
}
