import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { DeskOperator, DeskPaymentKind, PaymentDeskState } from '@pocket/contracts/api/staff';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { operatorOf } from '../../providers/mobile-money/operator';
import { openRequestIdOf, openRequestOf as openApprovalOf } from '../approvals/plugin';
import { lockedPaymentStatus, paymentRows } from '../payments/plugin';
import { paymentResolutions } from './schema';
import type { ResolutionRow } from './schema';

/*
 * The desk reads the payments through the payments' door (`paymentRows`; its open requests through the approvals' door), read-only; money
 * moves only through the payment engine (app.lending.engine). It writes only its own table, payment_resolutions.
 */

/** A payment row as the desk reads it, with its resolution and open request (raw: the driver decides the types). */
export interface DeskPaymentRow {
  id: number | string;
  reference: string;
  kind: DeskPaymentKind;
  provider: string;
  msisdn: string;
  amount: number | string;
  status: 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  reason: string | null;
  provider_tx_id: string | null;
  user_id: number | string;
  order_id: number | string | null;
  checks: number | string;
  created_at: Date | string;
  finalized_at: Date | string | null;
  open_request_id: number | string | null;
  r_id: number | string | null;
  approval_id: number | string | null;
  outcome: 'SUCCESSFUL' | 'FAILED' | null;
  operator_reference: string | null;
  note: string | null;
  statement_line: string | null;
  resolved_at: Date | string | null;
  applied: boolean | null;
  operator_status: string | null;
  operator_checked_at: Date | string | null;
  flagged_at: Date | string | null;
  flag_reason: string | null;
}

// The wallet prefixes of each operator (no number portability in Zambia: the prefix names the operator).
const PREFIXES = ['5', '7', '9'].flatMap((a) => ['5', '6', '7'].map((b) => `0${a}${b}`));
const prefixesOf = (operator: DeskOperator) => PREFIXES.filter((p) => operatorOf(`${p}0000000`) === operator);

const SELECT = (now: Date) => sql`
  select p.id, p.reference, p.kind, p.provider, p.msisdn, p.amount, p.status, p.reason, p.provider_tx_id, p.user_id, p.order_id,
         p.checks, p.created_at, p.finalized_at,
         ${openRequestIdOf('payment.resolve', 'paymentId', sql`p.id::text`, now)} as open_request_id,
         r.id as r_id, r.approval_id, r.outcome, r.operator_reference, r.note, r.statement_line, r.resolved_at, r.applied,
         r.operator_status, r.operator_checked_at, r.flagged_at, r.flag_reason
    from ${paymentRows} p left join payment_resolutions r on r.payment_id = p.id`;

export interface ListFilter {
  state: PaymentDeskState;
  operator?: DeskOperator | undefined;
  kind?: DeskPaymentKind | undefined;
  uid?: number | undefined;
  /** Payments made at or before this instant only. */
  madeBefore: Date | null;
  cursor: number | null;
  now: Date;
}

/**
 * In flight and stuck: PENDING payments oldest first (the payments_pending_idx on status and created_at finds them);
 * resolved and flagged: the resolutions newest first (flagged through its partial index).
 */
export async function listPayments(db: Tx, f: ListFilter, limit: number): Promise<DeskPaymentRow[]> {
  const pending = f.state === 'in-flight' || f.state === 'stuck';
  const parts: SQL[] = [];
  if (pending) parts.push(sql`p.status = 'PENDING'`);
  else parts.push(f.state === 'flagged' ? sql`r.flagged_at is not null` : sql`r.id is not null`);
  if (f.madeBefore) parts.push(sql`p.created_at <= ${f.madeBefore.toISOString()}::timestamptz`);
  if (f.operator) parts.push(sql`left(p.msisdn, 3) in (${sql.join(prefixesOf(f.operator).map((p) => sql`${p}`), sql`, `)})`);
  if (f.kind) parts.push(sql`p.kind = ${f.kind}`);
  if (f.uid !== undefined) parts.push(sql`p.user_id = ${f.uid}`);
  if (f.cursor !== null) parts.push(pending ? sql`p.id > ${f.cursor}` : sql`r.id < ${f.cursor}`);
  const order = pending ? sql`order by p.id asc` : sql`order by r.id desc`;
  return selectRows<DeskPaymentRow>(db, sql`${SELECT(f.now)} where ${sql.join(parts, sql` and `)} ${order} limit ${limit}`);
}

export async function findPayment(db: Tx, id: number, now: Date): Promise<DeskPaymentRow | null> {
  const [row] = await selectRows<DeskPaymentRow>(db, sql`${SELECT(now)} where p.id = ${id}`);
  return row ?? null;
}

/** The payment's status, its row locked for the rest of the transaction (the engine locks it again to finalize). */
export async function lockPaymentStatus(tx: Tx, id: number): Promise<string | null> {
  return lockedPaymentStatus(tx, id);
}

/** The open payment.resolve request of a payment, if any. */
export async function openRequestOf(tx: Tx, paymentId: number, now: Date): Promise<number | null> {
  return openApprovalOf(tx, 'payment.resolve', 'paymentId', paymentId, now);
}

export async function resolutionOf(tx: Tx, paymentId: number): Promise<ResolutionRow | null> {
  const [row] = await tx.select().from(paymentResolutions).where(eq(paymentResolutions.paymentId, paymentId));
  return row ?? null;
}

/** Inserts the resolution unless the payment has one; answers the row inserted, or null. */
export async function insertResolution(tx: Tx, row: typeof paymentResolutions.$inferInsert): Promise<ResolutionRow | null> {
  const [created] = await tx.insert(paymentResolutions).values(row).onConflictDoNothing({ target: paymentResolutions.paymentId }).returning();
  return created ?? null;
}

/** Records the operator's answer; a different final answer sets the flag once (the first reason stays). */
export async function recordOperatorAnswer(tx: Tx, paymentId: number, answer: { status: string; at: Date; flagReason: string | null }): Promise<void> {
  await tx
    .update(paymentResolutions)
    .set({
      operatorStatus: answer.status,
      operatorCheckedAt: answer.at,
      ...(answer.flagReason
        ? { flaggedAt: sql`coalesce(${paymentResolutions.flaggedAt}, ${answer.at.toISOString()}::timestamptz)`, flagReason: sql`coalesce(${paymentResolutions.flagReason}, ${answer.flagReason})` }
        : {}),
    })
    .where(eq(paymentResolutions.paymentId, paymentId));
}
