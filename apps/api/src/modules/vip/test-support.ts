import { count, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { vipCardPrices, vipCards, vipMemberships, vipPurchases } from './schema';

// What other rooms' tests read and set of vip's tables, so that no test outside vip names them.

/** Takes the card `id` off sale. */
export const retireVipCard = async (db: Db, id: number) => {
  await db.update(vipCards).set({ active: false }).where(eq(vipCards.id, id));
};

/** One VIP purchase as stored (undefined: none). */
export const vipPurchaseOf = async (db: Db, id: number) => (await db.select().from(vipPurchases).where(eq(vipPurchases.id, id)))[0];

/** A borrower's VIP purchases as stored. */
export const vipPurchasesOfBorrower = (db: Db, userId: number) => db.select().from(vipPurchases).where(eq(vipPurchases.userId, userId));

/** How many card prices an approved request added. */
export const vipCardPricesAddedBy = async (db: Db, approvalId: number) => (await db.select({ n: count() }).from(vipCardPrices).where(eq(vipCardPrices.approvalId, approvalId)))[0]!.n;

/** The borrower a VIP member from `daysAgo` days ago until `daysLeft` days from now (the membership only, no purchase). */
export async function addVipMembership(db: Db, userId: number, daysAgo: number, daysLeft: number): Promise<void> {
  const day = 86_400_000;
  await db.insert(vipMemberships).values({ userId, status: 'ACTIVE', activeFrom: new Date(Date.now() - daysAgo * day), activeUntil: new Date(Date.now() + daysLeft * day) });
}
