import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { coupons, userCoupons } from '../coupon/schema';
import { appliedCoupons, paymentsInFlight } from '../lending/my-loans.repo';
import { loanOrders, loanPlans } from '../lending/schema';
import { payments } from '../payments/schema';

type Json = Record<string, unknown>;

/**
 * getRepayDetailV2's read, one statement: the active session of the token (the same condition as every signed call)
 * and, for its user, the order (null unless it is the caller's), its bills, the user's coupons, the coupons applied
 * to the order's bills and its bill payments in flight, each as JSON. Only the order decides whether the order is
 * the caller's; the rest is used only when it is. Prepared; on the database, outside any transaction.
 */
const detailBySession = sessionStatement('repay_detail_by_session', (user) => {
  const orderId = () => sql.placeholder('orderId');
  return {
    order: sql<Json | null>`(select row_to_json(o) from ${loanOrders} o where o.id = ${orderId()} and o.user_id = ${user})`,
    plans: sql<Json[] | null>`(select json_agg(p order by p.loan_period) from ${loanPlans} p where p.order_id = ${orderId()} and p.user_id = ${user})`,
    userCoupons: sql<Array<{ uc: Json; c: Json }> | null>`(select json_agg(json_build_object('uc', uc, 'c', c) order by uc.id) from ${userCoupons} uc join ${coupons} c on c.id = uc.coupon_id where uc.user_id = ${user})`,
    // Read bill by bill (issue 34, tenth pass: as `in (the bills)` PostgreSQL read every applied coupon and every
    // payment in flight of the book through their partial indexes).
    applied: appliedCoupons(sql`p.order_id = ${orderId()}`),
    pending: paymentsInFlight(sql`p.order_id = ${orderId()}`),
  };
});

const order = jsonRowDecoder(loanOrders);
const plan = jsonRowDecoder(loanPlans);
const userCoupon = jsonRowDecoder(userCoupons);
const coupon = jsonRowDecoder(coupons);
const payment = jsonRowDecoder(payments);
const withCoupon = ({ uc, c }: { uc: Json; c: Json }) => ({ uc: userCoupon(uc), c: coupon(c) });

export type RepayDetailRead = NonNullable<Awaited<ReturnType<typeof readRepayDetailBySession>>>['detail'];

/** Null when the session is not active; `detail` is null when the order is not the caller's. */
export async function readRepayDetailBySession(db: Db, session: { tokenHash: string; now: string }, orderId: number) {
  const [row] = await detailBySession(db).execute({ ...session, orderId });
  if (!row) return null;
  if (!row.order) return { userId: row.userId, detail: null };
  return {
    userId: row.userId,
    detail: {
      order: order(row.order),
      plans: (row.plans ?? []).map(plan),
      userCoupons: (row.userCoupons ?? []).map(withCoupon),
      applied: (row.applied ?? []).map(withCoupon),
      pending: (row.pending ?? []).map(payment),
    },
  };
}
