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

/**
 * A successful repayment of the loan `orderId` written as of `at`, without the engine (a books test's money received on
 * a hand-built loan; the test books its ledger entry itself). Answers its id.
 */
export async function addSuccessfulRepayment(db: Tx, p: { userId: number; orderId: number; reference: string; amount: number; at: Date; msisdn?: string }): Promise<number> {
  const [row] = await db
    .insert(payments)
    .values({ userId: p.userId, subjectId: p.orderId, orderId: p.orderId, kind: 'REPAY', provider: 'mtn', reference: p.reference, msisdn: p.msisdn ?? '0961234567', amount: p.amount, status: 'SUCCESSFUL', createdAt: p.at, finalizedAt: p.at })
    .returning({ id: payments.id });
  return row!.id;
}
