import { and, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { selectRows } from '../../db/rows';
import { ledgerEntries } from '../../ledger/schema';
import { idempotencyKeys, type PaymentKind, type PaymentRow, payerNumbers, payments } from './schema';

// What other rooms read of payments. The SQL fragments go inside their one-statement reads (issue 34): each reads
// one bill's or one order's payments through the payments' indexes, so the callers keep them per bill (lateral).

/** A payment read as JSON (`row_to_json(pm)`, `json_agg(pm)`) turned into the row drizzle's select answers. */
export const paymentFromJson = jsonRowDecoder(payments);

/** The repayments and extension fees in flight of one bill (`plan`: its id), as a subquery of payment rows. */
export const billPaymentsInFlightOf = (plan: SQL) =>
  sql`(select * from ${payments} pm where pm.plan_id = ${plan} and pm.status = 'PENDING' and pm.kind in ('REPAY', 'EXTENSION') offset 0)`;

/** The repayments and extension fees in flight of the bills `plans` names (a subquery of bill ids), newest first, as JSON. */
export const billPaymentsInFlightIn = (plans: SQL) =>
  sql<Array<Record<string, unknown>> | null>`(select json_agg(pm order by pm.id desc) from ${payments} pm
        where pm.plan_id in ${plans} and pm.status = 'PENDING' and pm.kind in ('REPAY', 'EXTENSION'))`;

/**
 * The borrower's declined repayments (the credit policy's `declinedPayments`, docs/credit-policy.md): repayments of the
 * loans `orders` names (a subquery of order ids) that the operator declined or that failed, as a column of another
 * room's one statement (lending's decision facts). Read through payments' order index.
 */
export const declinedRepaymentsColumn = (orders: SQL) =>
  sql<number | string>`(select count(*) from ${payments} pm where pm.order_id in ${orders} and pm.kind = 'REPAY' and pm.status = 'FAILED')`;

/** The id of a payment of any kind in flight for one bill (`plan`: its id), or null. */
export const paymentInFlightIdOf = (plan: SQL | Placeholder) => sql<number | null>`(select pm.id from ${payments} pm where pm.plan_id = ${plan} and pm.status = 'PENDING' limit 1)`;

/** One order's payments of one kind (`order`: its id), as a subquery of payment rows. */
export const orderPaymentsOf = (order: SQL, kind: PaymentKind) =>
  sql`(select * from ${payments} pm where pm.order_id = ${order} and pm.kind = ${sql.raw(`'${kind}'`)} offset 0)`;

/**
 * One bill's extension fees paid and granted (`plan`: its id), as a subquery of one row `(total, paid)`: a fee
 * refused into the borrower's credit has no `extension_fee` entry and is not the bill's.
 */
export const grantedExtensionFeesOf = (plan: SQL) => sql`(
          select coalesce(sum(pm.amount), 0) as total, count(*) as paid
          from ${payments} pm join ${ledgerEntries} e on e.ref = 'payment:' || pm.id and e.kind = 'extension_fee'
          where pm.plan_id = ${plan} and pm.kind = 'EXTENSION' and pm.status = 'SUCCESSFUL')`;

/** The same for several bills, by bill id (bills without a granted fee are absent). */
export async function grantedExtensionFees(tx: Tx, planIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ planId: payments.planId, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.ref, sql`'payment:' || ${payments.id}`), eq(ledgerEntries.kind, 'extension_fee')))
    .where(and(inArray(payments.planId, planIds), eq(payments.kind, 'EXTENSION'), eq(payments.status, 'SUCCESSFUL')))
    .groupBy(payments.planId);
  return new Map(rows.map((r) => [Number(r.planId), Number(r.total)]));
}

/** The payments of one kind of these orders, newest first. */
export async function orderPayments(tx: Tx, orderIds: number[], kind: PaymentKind): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.kind, kind), inArray(payments.orderId, orderIds)))
    .orderBy(desc(payments.id));
}

/**
 * Payments as another room's statement joins them (`from ${paymentRows} p`): the columns payments publishes. A plain
 * projection, which PostgreSQL pulls up into the caller's statement, so the caller's plan is the one it had over the table.
 */
export const paymentRows = sql`(select id, user_id, order_id, plan_id, subject_id, kind, provider, reference, msisdn, amount, status, reason,
    provider_tx_id, checks, created_at, finalized_at from ${payments})`;

/** A payment's status, its row locked for the rest of the caller's transaction (null: no such payment). */
export async function lockedPaymentStatus(tx: Tx, id: number): Promise<string | null> {
  const [row] = await selectRows<{ status: string }>(tx, sql`select status from ${payments} where id = ${id} for update`);
  return row?.status ?? null;
}

/** The payment accounts borrowers confirmed: the borrower and the number. */
export const payerNumberRows = sql`(select user_id, msisdn from ${payerNumbers})`;

/** A borrower's last 50 payments as the desk lists them, newest first. */
export const paymentsOfBorrower = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select id, kind, provider, reference, provider_tx_id as "providerTxId", amount, status, reason, order_id as "orderId",
               created_at as "createdAt", finalized_at as "finalizedAt"
        from ${payments} where user_id = ${uid} order by id desc limit 50`,
  );

export interface RefundPaymentRow {
  id: number | string;
  reference: string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | null;
  subject_id: number | string;
}

/** A borrower's refunds' payments (a refund's payment names its approval as subject). */
export const refundPaymentsOf = (tx: Tx, uid: number) =>
  selectRows<RefundPaymentRow>(tx, sql`select id, reference, status, reason, subject_id from ${payments} where user_id = ${uid} and kind = 'REFUND'`);

/** The payment of an approved refund (`approvalId`: its subject), if it was made. */
export async function refundPaymentOf(tx: Tx, approvalId: number): Promise<{ id: number; reference: string } | null> {
  const [row] = await selectRows<{ id: number | string; reference: string }>(tx, sql`select id, reference from ${payments} where kind = 'REFUND' and subject_id = ${approvalId}`);
  return row ? { id: Number(row.id), reference: row.reference } : null;
}

/** Forgets the idempotency keys of these scopes (a closed account's). */
export async function forgetIdempotencyKeys(tx: Tx, scopes: readonly string[]): Promise<void> {
  for (const scope of scopes) await tx.execute(sql`delete from ${idempotencyKeys} where scope = ${scope}`);
}

/**
 * Whole payment rows by borrower, bill or id (every one given must hold), oldest first: what a test of another room
 * checks after the money moved (a repayment made once, a deposit in flight), read through this door.
 */
export async function paymentsWhere(tx: Tx, by: { userId?: number; planId?: number; id?: number }): Promise<PaymentRow[]> {
  const conditions = [
    by.userId === undefined ? undefined : eq(payments.userId, by.userId),
    by.planId === undefined ? undefined : eq(payments.planId, by.planId),
    by.id === undefined ? undefined : eq(payments.id, by.id),
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) throw new Error('paymentsWhere reads by borrower, bill or id, never every payment');
  return tx.select().from(payments).where(and(...conditions)).orderBy(payments.id);
}
