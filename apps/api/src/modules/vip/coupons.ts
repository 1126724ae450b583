import type { Tx } from '../../db/client';
import { grantCoupon } from '../coupon/plugin';
import { couponMonthsDue, VIP_RULES } from './domain';
import { vipCouponGrants, type VipPurchaseRow } from './schema';

/**
 * Grants a paid purchase's monthly coupons that are due by `now` (two K20-off per month). Each month is claimed by a
 * unique (purchase, month) row first, so a month is granted once however many times or processes ask.
 */
export async function grantDueCoupons(tx: Tx, purchase: VipPurchaseRow, now: Date): Promise<number> {
  if (purchase.status !== 'PAID' || !purchase.activeFrom || !purchase.activeUntil) return 0;
  let granted = 0;
  for (const monthIndex of couponMonthsDue(purchase.activeFrom, purchase.activeUntil, now)) {
    const [claimed] = await tx
      .insert(vipCouponGrants)
      .values({ purchaseId: purchase.id, userId: purchase.userId, monthIndex })
      .onConflictDoNothing()
      .returning({ id: vipCouponGrants.id });
    if (!claimed) continue;
    for (let i = 0; i < VIP_RULES.couponsPerMonth; i += 1) {
      await grantCoupon(tx, purchase.userId, VIP_RULES.couponId, now, `vip:${purchase.id}:${monthIndex}`);
      granted += 1;
    }
  }
  return granted;
}
