import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { ReviewRule } from '@pocket/contracts/api/staff';

import { createdAt, idColumn, refColumn, timestampColumn, updatedAt } from '../../db/columns';
import { lendKey } from '../../db/foreign-keys';
import { userKey } from '../user/plugin';

const ngwee = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Loan products, one row per version of a product's terms and prices (seeded as version 1;
 * docs/product.md#loan-products-and-pricing). A new loan takes the version of its product's `code` that is current
 * when it is applied for (the latest `effective_from` not after now) and keeps that row's id for good, so a later price
 * never changes it. Versions after the first are written only by an approved `product.price` request (docs/backoffice.md).
 * Amounts in ngwee, rates in basis points.
 */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    version: integer('version').notNull().default(1),
    /** From this instant (00:00 Lusaka of the chosen day) new loans take this version. */
    effectiveFrom: timestampColumn('effective_from').notNull().default(sql`'2000-01-01T00:00:00Z'`),
    name: text('name').notNull(),
    minAmount: ngwee('min_amount'),
    maxAmount: ngwee('max_amount'),
    step: ngwee('step'),
    /** [{ days, interestBp }] */
    terms: jsonb('terms').notNull(),
    stages: integer('stages').notNull(),
    serviceFeeBp: integer('service_fee_bp').notNull(),
    serviceFeeMin: ngwee('service_fee_min'),
    penaltyDailyBp: integer('penalty_daily_bp').notNull(),
    penaltyCapBp: integer('penalty_cap_bp').notNull(),
    extensionFeeBp: integer('extension_fee_bp').notNull(),
    maxExtensions: integer('max_extensions').notNull(),
    extensionDaysBefore: integer('extension_days_before').notNull(),
    extensionDaysAfter: integer('extension_days_after').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('loan_products_code_version_uq').on(t.code, t.version), check('loan_products_version_positive', sql`${t.version} >= 1`)],
);

/** The user's base credit limit (VIP is applied on top when read). */
export const creditLimits = pgTable(
  'credit_limits',
  {
    userId: refColumn('user_id').primaryKey().references(userKey),
    baseLimit: ngwee('base_limit'),
    /** The last raise of the base limit and the limit before it (the "limit raised recently" review rule). */
    raisedAt: timestampColumn('raised_at'),
    raisedFrom: bigint('raised_from', { mode: 'number' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('credit_limits_non_negative', sql`${t.baseLimit} >= 0`)],
);

export const ORDER_STATUS = ['REVIEWING', 'REJECTED', 'DISBURSING', 'DISBURSE_FAILED', 'REPAYING', 'OVERDUE', 'SETTLED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

export const loanOrders = pgTable(
  'loan_orders',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    productId: integer('product_id').notNull().references(() => loanProducts.id),
    principal: ngwee('principal'),
    termDays: integer('term_days').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The wallet the loan went to and that repayment prompts go to, 0XXXXXXXXX. */
    walletMsisdn: text('wallet_msisdn').notNull(),
    rejectReason: text('reject_reason'),
    disbursedAt: timestampColumn('disbursed_at'),
    settledAt: timestampColumn('settled_at'),
    settledLate: boolean('settled_late'),
    /** VIP at application: the share taken off the service fee (basis points), charged as such at disbursement. */
    feeDiscountBp: integer('fee_discount_bp').notNull().default(0),
    /** VIP at application: reviewed with priority (shown on the order). */
    priorityReview: boolean('priority_review').notNull().default(false),
    /** Held for a person by this rule (docs/lending.md); null: decided automatically. */
    reviewRule: text('review_rule').$type<ReviewRule>(),
    /** What the rule saw, in words, for the desk. */
    reviewNote: text('review_note'),
    /** The staff member who decided a held application, and when. */
    decidedBy: integer('decided_by'),
    decidedAt: timestampColumn('decided_at'),
    /** Written off by an approved `adjustment.write-off` (docs/adjustments.md): no longer chased; payments are recoveries. */
    writtenOffAt: timestampColumn('written_off_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('loan_orders_principal_positive', sql`${t.principal} > 0`),
    // One open loan at a time, backed by the database, not only by a check in code.
    uniqueIndex('loan_orders_one_open_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('REVIEWING', 'DISBURSING', 'REPAYING', 'OVERDUE')`),
    index('loan_orders_user_idx').on(t.userId),
    // The review queue: held applications, VIP first then oldest.
    index('loan_orders_review_queue_idx')
      .on(t.priorityReview.desc(), t.createdAt)
      .where(sql`${t.status} = 'REVIEWING' and ${t.reviewRule} is not null`),
    // The reports' ranges of disbursement (disbursed, vintage's partial weeks; docs/performance.md "Data-scale bench").
    index('loan_orders_disbursed_idx').on(t.disbursedAt).where(sql`${t.disbursedAt} is not null`),
  ],
);

export const PLAN_STATUS = ['REPAYING', 'OVERDUE', 'SETTLED'] as const;
export type PlanStatus = (typeof PLAN_STATUS)[number];

/** A bill (one per stage): each component as due / paid / waived, in ngwee. */
export const loanPlans = pgTable(
  'loan_plans',
  {
    id: idColumn(),
    orderId: refColumn('order_id').notNull().references(() => loanOrders.id),
    userId: refColumn('user_id').notNull().references(userKey),
    loanPeriod: integer('loan_period').notNull(),
    /** YYYY-MM-DD, Africa/Lusaka */
    dueDate: text('due_date').notNull(),
    status: text('status').$type<PlanStatus>().notNull(),
    principalDue: ngwee('principal_due'),
    interestDue: ngwee('interest_due'),
    feeDue: ngwee('fee_due'),
    penaltyDue: ngwee('penalty_due'),
    principalPaid: ngwee('principal_paid'),
    interestPaid: ngwee('interest_paid'),
    feePaid: ngwee('fee_paid'),
    penaltyPaid: ngwee('penalty_paid'),
    principalWaived: ngwee('principal_waived'),
    interestWaived: ngwee('interest_waived'),
    feeWaived: ngwee('fee_waived'),
    penaltyWaived: ngwee('penalty_waived'),
    extensions: integer('extensions').notNull().default(0),
    penaltyThrough: text('penalty_through'),
    wasOverdue: boolean('was_overdue').notNull().default(false),
    settledAt: timestampColumn('settled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('loan_plans_order_period_uq').on(t.orderId, t.loanPeriod),
    index('loan_plans_user_idx').on(t.userId),
    // The desk's PAR (docs/backoffice.md#dashboard): the open bills' principal read from the index alone, the late ones
    // by due date.
    index('loan_plans_open_due_idx')
      .on(t.dueDate, t.orderId, t.principalDue, t.principalPaid, t.principalWaived)
      .where(sql`${t.status} <> 'SETTLED'`),
    check(
      'loan_plans_never_overpaid',
      sql`${t.principalPaid} + ${t.principalWaived} <= ${t.principalDue} and ${t.interestPaid} + ${t.interestWaived} <= ${t.interestDue}
        and ${t.feePaid} + ${t.feeWaived} <= ${t.feeDue} and ${t.penaltyPaid} + ${t.penaltyWaived} <= ${t.penaltyDue}
        and least(${t.principalPaid}, ${t.interestPaid}, ${t.feePaid}, ${t.penaltyPaid}, ${t.principalWaived}, ${t.interestWaived}, ${t.feeWaived}, ${t.penaltyWaived}) >= 0`,
    ),
  ],
);

export type OrderRow = typeof loanOrders.$inferSelect;
export type PlanRow = typeof loanPlans.$inferSelect;
export type ProductRow = typeof loanProducts.$inferSelect;

// The keys of loans and bills that lower rooms' rows name (payments, coupons): lent, not imported (db/foreign-keys.ts).
lendKey('loanOrder', () => loanOrders.id);
lendKey('loanPlan', () => loanPlans.id);
