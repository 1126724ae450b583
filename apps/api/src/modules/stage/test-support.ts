import { count, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { stageOrders, stagePhones } from './schema';

// What other rooms' tests read of the staged phone sales' rows, so that no test outside stage names its tables.

/** The price (ngwee) a phone order was made at, as stored (undefined: no such order). */
export const stageOrderPriceOf = async (db: Tx, orderId: number): Promise<number | undefined> =>
  (await db.select({ price: stageOrders.price }).from(stageOrders).where(eq(stageOrders.orderId, orderId)))[0]?.price;

/** How many phones the shop `shopId` offers (active or not). */
export async function phonesAtShop(db: Tx, shopId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stagePhones).where(eq(stagePhones.shopId, shopId));
  return Number(row!.n);
}
