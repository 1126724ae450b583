import { and, asc, desc, eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { loanOrderRecords, orderFromJson, type OrderRow } from '../lending/plugin';
import { orderPayments, type PaymentRow } from '../payments/plugin';
import { stageOrders, type StageOrderRow, stagePhones, type StagePhoneRow, stageShops, type StageShopRow } from './schema';

export interface StageOrderRecord {
  stage: StageOrderRow;
  order: OrderRow;
  phone: StagePhoneRow;
  shop: StageShopRow;
}

export async function listPhones(tx: Tx): Promise<Array<{ phone: StagePhoneRow; shop: StageShopRow }>> {
  return tx
    .select({ phone: stagePhones, shop: stageShops })
    .from(stagePhones)
    .innerJoin(stageShops, eq(stageShops.id, stagePhones.shopId))
    .where(and(eq(stagePhones.active, true), eq(stageShops.active, true)))
    .orderBy(asc(stagePhones.price));
}

export async function findPhone(tx: Tx, phoneId: number): Promise<{ phone: StagePhoneRow; shop: StageShopRow } | null> {
  const [row] = await tx
    .select({ phone: stagePhones, shop: stageShops })
    .from(stagePhones)
    .innerJoin(stageShops, eq(stageShops.id, stagePhones.shopId))
    .where(and(eq(stagePhones.id, phoneId), eq(stagePhones.active, true), eq(stageShops.active, true)));
  return row ?? null;
}

// The loan of each stage order comes whole from lending's published orders (`loanOrderRecords`), as JSON.
const joined = (tx: Tx) =>
  tx
    .select({ stage: stageOrders, order: sql<OrderRow>`row_to_json(o)`.mapWith(orderFromJson), phone: stagePhones, shop: stageShops })
    .from(stageOrders)
    .innerJoin(sql`${loanOrderRecords} o`, sql`o.id = ${stageOrders.orderId}`)
    .innerJoin(stagePhones, eq(stagePhones.id, stageOrders.phoneId))
    .innerJoin(stageShops, eq(stageShops.id, stageOrders.shopId));

/** The caller's stage orders, newest first. */
export async function stageOrdersOf(tx: Tx, userId: number): Promise<StageOrderRecord[]> {
  return joined(tx).where(eq(stageOrders.userId, userId)).orderBy(desc(stageOrders.orderId));
}

/** One stage order, only when it belongs to the user (another user's id, or a cash loan's, reads as absent). */
export async function findStageOrder(tx: Tx, orderId: number, userId: number | null): Promise<StageOrderRecord | null> {
  const [row] = await joined(tx).where(userId === null ? eq(stageOrders.orderId, orderId) : and(eq(stageOrders.orderId, orderId), eq(stageOrders.userId, userId)));
  return row ?? null;
}

/** The deposit payments of these orders, newest first. */
export async function depositsOf(tx: Tx, orderIds: number[]): Promise<PaymentRow[]> {
  return orderPayments(tx, orderIds, 'STAGE_DEPOSIT');
}

/** Bills with a payment in flight. */
