import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn, timestampColumn, updatedAt } from '../../db/columns';
import { loanOrderKey, loanPlanKey } from '../../db/foreign-keys';
import { userKey } from '../user/plugin';

/**
 * What a payment is for. REPAY, EXTENSION and DISBURSEMENT belong to a loan order (order_id set); the paid half
 * (VIP cards, stage-order deposits and stage bills) registers its own kinds and handlers with the engine.
 */
export const PAYMENT_KIND = ['REPAY', 'EXTENSION', 'DISBURSEMENT', 'VIP', 'STAGE_DEPOSIT', 'STAGE_REPAY', 'REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KIND)[number];
/** Money paid out to a wallet (a transfer, not a PIN prompt): loans, and the desk's refunds of a borrower's credit. */
export const PAYOUT_KINDS: readonly PaymentKind[] = ['DISBURSEMENT', 'REFUND'];
export const isPayout = (kind: PaymentKind) => PAYOUT_KINDS.includes(kind);
export type PaymentStatus = 'PENDING' | 'SUCCESSFUL' | 'FAILED';

/** Every money movement through a provider. The reference is saved before the provider is called. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    /** The loan order for loan kinds; null for a payment that belongs to something else (see subjectId). */
    orderId: refColumn('order_id').references(loanOrderKey),
    /** The row a non-loan payment is for (a VIP purchase, a stage order or a stage bill), read by its kind's handler. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    planId: refColumn('plan_id').references(loanPlanKey),
    kind: text('kind').$type<PaymentKind>().notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    msisdn: text('msisdn').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    reason: text('reason'),
    providerTxId: text('provider_tx_id'),
    /** For repayments: the coupon applied when the payment was made. */
    checks: integer('checks').notNull().default(0),
    finalizedAt: timestampColumn('finalized_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.reference),
    // One payment in flight per bill: a second submit hits this index even when two race past the check in code.
    uniqueIndex('payments_one_pending_per_plan_uq').on(t.planId).where(sql`${t.status} = 'PENDING' and ${t.planId} is not null`),
    index('payments_pending_idx').on(t.status, t.createdAt),
    // The payments desk's in-flight list, oldest first by id: without it the list walked every payment by id to find
    // the few pending ones, which are the newest (3.8 s at three million payments; docs/performance.md).
    index('payments_pending_id_idx').on(t.id).where(sql`${t.status} = 'PENDING'`),
    // Prompts per wallet (payer-guard.ts counts them across every kind and user).
    index('payments_msisdn_created_idx').on(t.msisdn, t.createdAt),
    // A bill's and a loan's payments, which the bill and loan views read (issue 34: were scans of every payment).
    index('payments_plan_idx').on(t.planId),
    index('payments_order_idx').on(t.orderId),
    // The desk's dashboard sums today's disbursed and collected money (the successful payments finalized today).
    index('payments_successful_finalized_idx').on(t.finalizedAt).where(sql`${t.status} = 'SUCCESSFUL'`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_status_known', sql`${t.status} in ('PENDING', 'SUCCESSFUL', 'FAILED')`),
    check('payments_loan_kinds_have_order', sql`${t.kind} not in ('REPAY', 'EXTENSION', 'DISBURSEMENT') or ${t.orderId} is not null`),
    check('payments_other_kinds_have_subject', sql`${t.kind} in ('REPAY', 'EXTENSION', 'DISBURSEMENT') or ${t.subjectId} is not null`),
  ],
);

/** Idempotency-Key records: scope is whose key it is (a user, or a quick-repay phone). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'IN_FLIGHT' | 'DONE'>().notNull(),
    response: jsonb('response'),
    httpStatus: integer('http_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key)],
);

/**
 * Payment accounts a borrower confirmed with an SMS code sent to them (issue 34): a collection from a number other
 * than the borrower's own needs a row here before any PIN prompt reaches that number.
 */
export const payerNumbers = pgTable(
  'payer_numbers',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    /** The wallet as typed and shown (0XXXXXXXXX). */
    msisdn: text('msisdn').notNull(),
    confirmedAt: createdAt(),
  },
  (t) => [uniqueIndex('payer_numbers_user_msisdn_uq').on(t.userId, t.msisdn)],
);

export type PaymentRow = typeof payments.$inferSelect;
