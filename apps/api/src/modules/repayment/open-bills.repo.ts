import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { appliedCouponFromJson } from '../coupon/repo';
import { coupons, type CouponRow, userCoupons, type UserCouponRow } from '../coupon/schema';
import type { Product } from '../lending/domain/product';
import { toProduct } from '../lending/repo';
import { loanOrders, loanPlans, loanProducts, type OrderRow, type PlanRow } from '../lending/schema';
import { payments, type PaymentRow } from '../payments/schema';

// The two signed reads that name a bill in their body (coupon-list, extensionDetail), each in one statement with the
// session (issue 34: 3 and 4). The body is not parsed yet when the session is read, so they read the user's open
// bills (not SETTLED: a few at a time); a bill not among them (settled, or not the user's) is read on its own after.
type Session = { tokenHash: string; now: string };
type Json = Record<string, unknown>;

const couponListBySession = sessionStatement('coupon_list_by_session', (user) => ({
  coupons: sql<Array<{ uc: Json; c: Json }> | null>`(select json_agg(json_build_object('uc', uc, 'c', c) order by uc.id) from ${userCoupons} uc
      join ${coupons} c on c.id = uc.coupon_id where uc.user_id = ${user})`,
  plans: sql<Json[] | null>`(select json_agg(p) from ${loanPlans} p where p.user_id = ${user} and p.status <> 'SETTLED')`,
}));

const extensionBySession = sessionStatement('extension_detail_by_session', (user) => {
  const open = sql`(select p.id from ${loanPlans} p where p.user_id = ${user} and p.status <> 'SETTLED')`;
  return {
    bills: sql<Array<{ plan: Json; order: Json }> | null>`(select json_agg(json_build_object('plan', p, 'order', o)) from ${loanPlans} p
        join ${loanOrders} o on o.id = p.order_id where p.id in ${open})`,
    products: sql<Json[] | null>`(select json_agg(pr) from ${loanProducts} pr where pr.id in (select o.product_id from ${loanOrders} o
        join ${loanPlans} p on p.order_id = o.id where p.id in ${open}))`,
    pending: sql<Json[] | null>`(select json_agg(pm order by pm.id desc) from ${payments} pm
        where pm.plan_id in ${open} and pm.status = 'PENDING' and pm.kind in ('REPAY', 'EXTENSION'))`,
  };
});

const plan = jsonRowDecoder(loanPlans);
const order = jsonRowDecoder(loanOrders);
const product = jsonRowDecoder(loanProducts);
const payment = jsonRowDecoder(payments);

export type CouponListRead = { coupons: Array<{ uc: UserCouponRow; c: CouponRow }>; openPlans: PlanRow[] };
export type ExtensionRead = { bills: Array<{ plan: PlanRow; order: OrderRow }>; products: Map<number, Product>; pending: PaymentRow[] };

/** Null when the session is not active. */
export async function readCouponListBySession(db: Db, session: Session) {
  const [row] = await couponListBySession(db).execute(session);
  if (!row) return null;
  const data: CouponListRead = { coupons: (row.coupons ?? []).map(appliedCouponFromJson), openPlans: (row.plans ?? []).map(plan) };
  return { userId: row.userId, data };
}

/** Null when the session is not active. */
export async function readExtensionBySession(db: Db, session: Session) {
  const [row] = await extensionBySession(db).execute(session);
  if (!row) return null;
  const data: ExtensionRead = {
    bills: (row.bills ?? []).map((b) => ({ plan: plan(b.plan), order: order(b.order) })),
    products: new Map((row.products ?? []).map((p) => toProduct(product(p))).map((p) => [p.id, p])),
    pending: (row.pending ?? []).map(payment),
  };
  return { userId: row.userId, data };
}
