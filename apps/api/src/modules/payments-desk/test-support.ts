import { count, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { paymentResolutions } from './schema';

// What other rooms' tests read of the payments desk's rows, so that no test outside it names its tables.

/** How many resolutions by hand the payment `paymentId` has (one at most). */
export async function resolutionsOfPayment(db: Tx, paymentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(paymentResolutions).where(eq(paymentResolutions.paymentId, paymentId));
  return Number(row!.n);
}
