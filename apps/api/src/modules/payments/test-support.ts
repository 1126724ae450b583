import { and, count, eq, like, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { idempotencyKeys, type PaymentKind, payments, type PaymentStatus } from './schema';

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
export const addSuccessfulRepayment = (db: Tx, p: { userId: number; orderId: number; reference: string; amount: number; at: Date; msisdn?: string }) =>
  addHandMadePayment(db, { ...p, kind: 'REPAY', subjectId: p.orderId, status: 'SUCCESSFUL' });

/**
 * A payment written as of `at` without the engine or an operator (a books test's payment in flight or paid in a month):
 * MTN, from 0961234567 unless given; final at `at` unless pending. Answers its id.
 */
export async function addHandMadePayment(
  db: Tx,
  p: { userId: number; kind: PaymentKind; subjectId: number; orderId?: number; reference: string; amount: number; status: 'PENDING' | 'SUCCESSFUL' | 'FAILED'; at: Date; msisdn?: string },
): Promise<number> {
  const { at, ...rest } = p;
  return addPaymentRow(db, { ...rest, orderId: p.orderId ?? null, provider: 'mtn', msisdn: p.msisdn ?? '0961234567', createdAt: at, finalizedAt: p.status === 'PENDING' ? null : at });
}

/** A payment in flight marked failed now, as an operator's late answer would (the payment only; no ledger entry). */
export async function markPaymentFailed(db: Tx, paymentId: number): Promise<void> {
  await db.update(payments).set({ status: 'FAILED', finalizedAt: sql`now()` }).where(eq(payments.id, paymentId));
}

/** How many payments (of `kind`, when given) there are for the subject `subjectId`, the loan `orderId` or of the borrower `userId` (those given). */
export async function paymentsCount(db: Tx, of: { kind?: PaymentKind; subjectId?: number; orderId?: number; userId?: number }): Promise<number> {
  const where = of.kind === undefined ? [] : [eq(payments.kind, of.kind)];
  if (of.orderId !== undefined) where.push(eq(payments.orderId, of.orderId));
  if (of.subjectId !== undefined) where.push(eq(payments.subjectId, of.subjectId));
  if (of.userId !== undefined) where.push(eq(payments.userId, of.userId));
  const [row] = await db.select({ n: count() }).from(payments).where(and(...where));
  return Number(row!.n);
}

/** How many idempotency records the scope `scope` holds (e.g. a borrower's, `user:<id>`). */
export async function idempotencyKeysCount(db: Tx, scope: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
  return Number(row!.n);
}

/** A payment row as given (any kind, status and final time; the reports' model test). Answers its id. */
export async function addPaymentRow(db: Tx, payment: typeof payments.$inferInsert): Promise<number> {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}

/** The payment `paymentId`'s status, final time and amount changed as given. */
export async function changePaymentRow(db: Tx, paymentId: number, set: { status?: PaymentStatus; finalizedAt?: Date | null; amount?: number }): Promise<void> {
  await db.update(payments).set(set).where(eq(payments.id, paymentId));
}

/** Every payment whose reference starts with `prefix` and is still pending marked failed (final now unless it was). */
export async function failPendingPaymentsOf(db: Tx, prefix: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'FAILED', finalizedAt: sql`coalesce(${payments.finalizedAt}, now())` })
    .where(and(like(payments.reference, `${prefix}%`), eq(payments.status, 'PENDING')));
}
