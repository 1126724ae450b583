import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { keptSessionReads, readThroughBooks } from '../borrower-books/plugin';
import { appliedCouponFromJson, userCouponsJson } from '../coupon/plugin';
import { appliedCoupons, orderBillsJson, orderFromJson, orderJson, paymentsInFlight, planFromJson } from '../lending/plugin';
import { paymentFromJson } from '../payments/plugin';

/**
 * getRepayDetailV2's read, one statement: the active session of the token (the same condition as every signed call)
 * and, for its user, the order (null unless it is the caller's), its bills, the user's coupons, the coupons applied
 * to the order's bills and its bill payments in flight, each as JSON. Only the order decides whether the order is
 * the caller's; the rest is used only when it is. Prepared; on the database, outside any transaction. Kept between
 * calls (`keptSessionReads`).
 */
const detailBySession = keptSessionReads('repay_detail_by_session', (user) => {
  const orderId = () => sql.placeholder('orderId');
  return { always: {}, kept: {
    order: orderJson(sql`${orderId()}`, user),
    plans: orderBillsJson(sql`${orderId()}`, user),
    userCoupons: userCouponsJson(user),
    // Read bill by bill (issue 34, tenth pass: as `in (the bills)` PostgreSQL read every applied coupon and every
    // payment in flight of the book through their partial indexes).
    applied: appliedCoupons(sql`p.order_id = ${orderId()}`),
    pending: paymentsInFlight(sql`p.order_id = ${orderId()}`),
  } };
});



export type RepayDetailRead = NonNullable<Awaited<ReturnType<typeof readRepayDetailBySession>>>['detail'];

/** Null when the session is not active; `detail` is null when the order is not the caller's. */
export async function readRepayDetailBySession(db: Db, session: { tokenHash: string; now: string }, orderId: number) {
  const found = await readThroughBooks(
    db,
    `repay_detail:${orderId}`,
    session.tokenHash,
    {
      check: async () => (await detailBySession.check(db).execute(session))[0],
      full: async () => (await detailBySession.full(db).execute({ ...session, orderId }))[0],
    },
    (books) =>
      books.order
        ? {
            order: orderFromJson(books.order),
            plans: (books.plans ?? []).map(planFromJson),
            userCoupons: (books.userCoupons ?? []).map(appliedCouponFromJson),
            applied: (books.applied ?? []).map(appliedCouponFromJson),
            pending: (books.pending ?? []).map(paymentFromJson),
          }
        : null,
  );
  return found && { userId: found.row.userId, detail: found.data };
}
