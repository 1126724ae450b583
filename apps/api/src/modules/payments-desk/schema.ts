import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { PaymentOutcome } from '@pocket/contracts/api/staff';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/**
 * A payment resolved by hand (an approved `payment.resolve` request): the evidence, and what the operator said since.
 * One per payment. The money itself moved through the payment engine; this row only remembers why.
 */
export const paymentResolutions = pgTable(
  'payment_resolutions',
  {
    id: idColumn(),
    paymentId: refColumn('payment_id').notNull(),
    approvalId: refColumn('approval_id').notNull(),
    outcome: text('outcome').$type<PaymentOutcome>().notNull(),
    operatorReference: text('operator_reference').notNull(),
    note: text('note').notNull(),
    statementLine: text('statement_line'),
    resolvedAt: timestampColumn('resolved_at').notNull(),
    /** The payment was still PENDING when approved, so this resolution made it final. */
    applied: boolean('applied').notNull(),
    operatorStatus: text('operator_status'),
    operatorCheckedAt: timestampColumn('operator_checked_at'),
    /** The operator reported a final answer other than the outcome: shown on the desk; nothing moves. */
    flaggedAt: timestampColumn('flagged_at'),
    flagReason: text('flag_reason'),
  },
  (t) => [
    uniqueIndex('payment_resolutions_payment_uq').on(t.paymentId),
    index('payment_resolutions_flagged_idx').on(t.id).where(sql`${t.flaggedAt} is not null`),
  ],
);

export type ResolutionRow = typeof paymentResolutions.$inferSelect;
