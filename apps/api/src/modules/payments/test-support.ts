import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { payments } from './schema';

// What other rooms' tests set up of the payments' rows, so that no test outside payments names its tables.

/** A payment made `minutes` earlier than it was (a desk's test of a payment grown old or stuck). */
export async function backdatePayment(db: Tx, paymentId: number, minutes: number): Promise<void> {
  await db.update(payments).set({ createdAt: sql`${payments.createdAt} - make_interval(mins => ${minutes})` }).where(eq(payments.id, paymentId));
}

/** One payment as stored (undefined: none). */
export const paymentOf = async (db: Tx, paymentId: number) => (await db.select().from(payments).where(eq(payments.id, paymentId)))[0];
