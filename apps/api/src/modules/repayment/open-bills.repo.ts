import type { Db } from '../../db/client';
import { sessionStatement } from '../auth/plugin';
import { appliedCouponFromJson, type CouponRow, type UserCouponRow, userCouponsJson } from '../coupon/plugin';
import {
  openBillIds,
  openBillProductsJson,
  openBillsJson,
  openBillsWithOrdersJson,
  orderFromJson,
  type OrderRow,
  planFromJson,
  type PlanRow,
  type Product,
  productFromJson,
} from '../lending/plugin';
import { billPaymentsInFlightIn, paymentFromJson, type PaymentRow } from '../payments/plugin';

// The two signed reads that name a bill in their body (coupon-list, extensionDetail), each in one statement with the
// session (issue 34: 3 and 4). The body is not parsed yet when the session is read, so they read the user's open
// bills (not SETTLED: a few at a time); a bill not among them (settled, or not the user's) is read on its own after.
type Session = { tokenHash: string; now: string };

const couponListBySession = sessionStatement('coupon_list_by_session', (user) => ({
  coupons: userCouponsJson(user),
  plans: openBillsJson(user),
}));

const extensionBySession = sessionStatement('extension_detail_by_session', (user) => ({
  bills: openBillsWithOrdersJson(user),
  products: openBillProductsJson(user),
  pending: billPaymentsInFlightIn(openBillIds(user)),
}));

export type CouponListRead = { coupons: Array<{ uc: UserCouponRow; c: CouponRow }>; openPlans: PlanRow[] };
export type ExtensionRead = { bills: Array<{ plan: PlanRow; order: OrderRow }>; products: Map<number, Product>; pending: PaymentRow[] };

/** Null when the session is not active. */
export async function readCouponListBySession(db: Db, session: Session) {
  const [row] = await couponListBySession(db).execute(session);
  if (!row) return null;
  const data: CouponListRead = { coupons: (row.coupons ?? []).map(appliedCouponFromJson), openPlans: (row.plans ?? []).map(planFromJson) };
  return { userId: row.userId, data };
}

/** Null when the session is not active. */
export async function readExtensionBySession(db: Db, session: Session) {
  const [row] = await extensionBySession(db).execute(session);
  if (!row) return null;
  const data: ExtensionRead = {
    bills: (row.bills ?? []).map((b) => ({ plan: planFromJson(b.plan), order: orderFromJson(b.order) })),
    products: new Map((row.products ?? []).map(productFromJson).map((p) => [p.id, p])),
    pending: (row.pending ?? []).map(paymentFromJson),
  };
  return { userId: row.userId, data };
}
