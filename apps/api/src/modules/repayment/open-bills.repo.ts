import type { Db } from '../../db/client';
import { keptSessionReads, readThroughBooks } from '../borrower-books/plugin';
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
// Kept between calls (`keptSessionReads`, decision 0042).
type Session = { tokenHash: string; now: string };

const couponListBySession = keptSessionReads('coupon_list_by_session', (user) => ({
  always: {},
  kept: { coupons: userCouponsJson(user), plans: openBillsJson(user) },
}));

const extensionBySession = keptSessionReads('extension_detail_by_session', (user) => ({
  always: {},
  kept: { bills: openBillsWithOrdersJson(user), products: openBillProductsJson(user), pending: billPaymentsInFlightIn(openBillIds(user)) },
}));

export type CouponListRead = { coupons: Array<{ uc: UserCouponRow; c: CouponRow }>; openPlans: PlanRow[] };
export type ExtensionRead = { bills: Array<{ plan: PlanRow; order: OrderRow }>; products: Map<number, Product>; pending: PaymentRow[] };

/** Null when the session is not active. */
export async function readCouponListBySession(db: Db, session: Session) {
  const found = await readThroughBooks(
    db,
    'coupon_list',
    session.tokenHash,
    { check: async () => (await couponListBySession.check(db).execute(session))[0], full: async () => (await couponListBySession.full(db).execute(session))[0] },
    (books): CouponListRead => ({ coupons: (books.coupons ?? []).map(appliedCouponFromJson), openPlans: (books.plans ?? []).map(planFromJson) }),
  );
  return found && { userId: found.row.userId, data: found.data };
}

/** Null when the session is not active. */
export async function readExtensionBySession(db: Db, session: Session) {
  const found = await readThroughBooks(
    db,
    'extension_detail',
    session.tokenHash,
    { check: async () => (await extensionBySession.check(db).execute(session))[0], full: async () => (await extensionBySession.full(db).execute(session))[0] },
    (books): ExtensionRead => ({
      bills: (books.bills ?? []).map((b) => ({ plan: planFromJson(b.plan), order: orderFromJson(b.order) })),
      products: new Map((books.products ?? []).map(productFromJson).map((p) => [p.id, p])),
      pending: (books.pending ?? []).map(paymentFromJson),
    }),
  );
  return found && { userId: found.row.userId, data: found.data };
}
