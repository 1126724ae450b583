import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { requestsOf } from '../approvals/plugin';
import { kycIdentityRows } from '../kyc/plugin';
import { staffMemberRows } from '../staff/plugin';
import { stageOrderRows, stagePhoneRows } from '../stage/plugin';
import { accountRows } from '../user/plugin';
import { type HandoverRow, type PayoutRow, shopHandovers, shopPayouts, shopStaff } from './schema';

/*
 * The desk reads phone orders, phones, accounts, identities and staff through their owners' doors (the relations and
 * read functions stage, user, kyc and staff publish for its statements); it writes only its own tables
 * (shop_staff, shop_handovers, shop_payouts) and the catalogue through the stage module's door; its payout requests
 * through the approvals' door.
 */

/** Serialises the payouts of one shop (a request's checks and an approval's claim) across processes. */
export const lockShopPayouts = (tx: Tx, shopId: number) => tx.execute(sql`select pg_advisory_xact_lock(7301, ${shopId})`);

export async function shopOfStaff(tx: Tx, staffId: number): Promise<number | null> {
  const [row] = await tx.select({ shopId: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.staffId, staffId));
  return row?.shopId ?? null;
}

export async function linkStaff(tx: Tx, staffId: number, shopId: number, by: string, at: Date): Promise<number | null> {
  const before = await shopOfStaff(tx, staffId);
  await tx.insert(shopStaff).values({ staffId, shopId, linkedBy: by, linkedAt: at }).onConflictDoUpdate({ target: shopStaff.staffId, set: { shopId, linkedBy: by, linkedAt: at } });
  return before;
}

export async function staffOfShops(tx: Tx): Promise<Array<{ shop_id: number; id: number | string; email: string }>> {
  return selectRows(tx, sql`select l.shop_id, m.id, m.email from shop_staff l join ${staffMemberRows} m on m.id = l.staff_id order by m.email`);
}

export { staffIdByEmail, staffRoles } from '../staff/plugin';

export interface CounterOrder {
  order_id: number | string;
  shop_id: number;
  pickup_code: string;
  brand: string;
  phone: string;
  price: number | string;
  deposit: number | string;
  deposit_paid_at: Date | string | null;
  full_name: string | null;
  mobile: string;
}

/** The order with this pickup code at this shop only (another shop's code reads as absent). */
export async function orderByCode(tx: Tx, shopId: number, code: string): Promise<CounterOrder | null> {
  const [row] = await selectRows<CounterOrder>(
    tx,
    sql`select so.order_id, so.shop_id, so.pickup_code, ph.brand, ph.name as phone, so.price, so.deposit, so.deposit_paid_at, k.full_name, u.mobile
        from ${stageOrderRows} so
        join ${stagePhoneRows} ph on ph.id = so.phone_id
        join ${accountRows} u on u.id = so.user_id
        left join ${kycIdentityRows} k on k.user_id = so.user_id
        where so.pickup_code = ${code} and so.shop_id = ${shopId}`,
  );
  return row ?? null;
}

export async function handoverOf(tx: Tx, orderId: number): Promise<HandoverRow | null> {
  const [row] = await tx.select().from(shopHandovers).where(eq(shopHandovers.orderId, orderId));
  return row ?? null;
}

/** Records the handover once: null when the order was already handed over (by this call's rivals or before). */
export async function insertHandover(tx: Tx, row: typeof shopHandovers.$inferInsert): Promise<HandoverRow | null> {
  const [created] = await tx.insert(shopHandovers).values(row).onConflictDoNothing({ target: shopHandovers.orderId }).returning();
  return created ?? null;
}

export async function handoversOf(tx: Tx, shopId: number, limit: number): Promise<Array<HandoverRow & { phone: string }>> {
  return selectRows(
    tx,
    sql`select h.order_id as "orderId", h.shop_id as "shopId", h.price, h.handed_over_by as "handedOverBy", h.handed_over_by_email as "handedOverByEmail",
          h.handed_over_at as "handedOverAt", h.payout_id as "payoutId", ph.brand || ' ' || ph.name as phone
        from shop_handovers h join ${stageOrderRows} so on so.order_id = h.order_id join ${stagePhoneRows} ph on ph.id = so.phone_id
        where h.shop_id = ${shopId} order by h.handed_over_at desc, h.order_id desc limit ${limit}`,
  );
}

/** The handovers a shop is owed for (not paid out), oldest first. */
export async function owedHandovers(tx: Tx, shopId: number): Promise<HandoverRow[]> {
  return tx.select().from(shopHandovers).where(and(eq(shopHandovers.shopId, shopId), isNull(shopHandovers.payoutId))).orderBy(shopHandovers.orderId);
}

export async function owedByShop(tx: Tx): Promise<Map<number, { total: number; count: number }>> {
  const rows = await selectRows<{ shop_id: number; total: string | number; n: string | number }>(
    tx,
    sql`select shop_id, sum(price) as total, count(*) as n from shop_handovers where payout_id is null group by shop_id`,
  );
  return new Map(rows.map((r) => [Number(r.shop_id), { total: Number(r.total), count: Number(r.n) }]));
}

export interface OpenPayoutRequest {
  id: number | string;
  payload: { shopId: number; orderIds: number[]; total: number };
  status: string;
  requested_by_email: string;
  requested_at: Date | string;
  decided_by_email: string | null;
  expires_at: Date | string;
}

/** shop.payout requests (through the approvals' door), newest first; `open`: every one still waiting (else the last 200). */
export async function payoutRequests(tx: Tx, now: Date, open: boolean, limit = open ? 100_000 : 200): Promise<OpenPayoutRequest[]> {
  const rows = await requestsOf(tx, { kind: 'shop.payout', ...(open ? { waitingAt: now } : {}), limit });
  return rows.map((r) => ({ ...r, payload: r.payload as OpenPayoutRequest['payload'] }));
}

export async function payoutOfApproval(tx: Tx, approvalId: number): Promise<PayoutRow | null> {
  const [row] = await tx.select().from(shopPayouts).where(eq(shopPayouts.approvalId, approvalId));
  return row ?? null;
}

export async function payoutsOfApprovals(tx: Tx, approvalIds: number[]): Promise<PayoutRow[]> {
  if (approvalIds.length === 0) return [];
  return tx.select().from(shopPayouts).where(inArray(shopPayouts.approvalId, approvalIds)).orderBy(desc(shopPayouts.id));
}

export async function insertPayout(tx: Tx, row: typeof shopPayouts.$inferInsert): Promise<PayoutRow> {
  const [created] = await tx.insert(shopPayouts).values(row).returning();
  return created!;
}

/** Marks the listed handovers paid by `payoutId`: only those of the shop still owed; answers the prices claimed. */
export async function claimHandovers(tx: Tx, shopId: number, orderIds: number[], payoutId: number): Promise<number[]> {
  const rows = await tx
    .update(shopHandovers)
    .set({ payoutId })
    .where(and(eq(shopHandovers.shopId, shopId), inArray(shopHandovers.orderId, orderIds), isNull(shopHandovers.payoutId)))
    .returning({ price: shopHandovers.price });
  return rows.map((r) => r.price);
}

