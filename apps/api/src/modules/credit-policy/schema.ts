import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CreditFeatures, CreditPolicyDocument, DecisionOutcome } from '@pocket/contracts/credit-policy';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';
import { userKey } from '../user/plugin';
import type { DecisionReason, LimitMakeUp } from './decide';

export const POLICY_STATUS = ['draft', 'live', 'challenger', 'retired'] as const;
export type PolicyStatus = (typeof POLICY_STATUS)[number];
export type PolicyArm = 'champion' | 'challenger';

/**
 * Credit policy versions (docs/credit-policy.md): a document checked by `creditPolicyDocument`. Exactly one is live
 * (new applications are decided by it); drafts are risk's work in progress; a published version is never edited, and a
 * retired one stays for the decisions made with it. Version 1 (today's rules) is seeded by the migration.
 */
export const creditPolicyVersions = pgTable(
  'credit_policy_versions',
  {
    id: idColumn(),
    version: integer('version').notNull(),
    status: text('status').$type<PolicyStatus>().notNull(),
    document: jsonb('document').$type<CreditPolicyDocument>().notNull(),
    /** What the change is for, in the drafter's words. */
    note: text('note').notNull(),
    /** The version the draft started from. */
    basedOn: integer('based_on'),
    /** The staff member who drafted it (null: the migration's version 1). */
    createdBy: refColumn('created_by'),
    createdAt: createdAt(),
    /** The `credit-policy.publish` approval that made it live, and when. */
    approvalId: refColumn('approval_id'),
    publishedAt: timestampColumn('published_at'),
    retiredAt: timestampColumn('retired_at'),
    /** A challenger's share of new applications, whole percent (1-50); kept after it ends, for the report. */
    sharePct: integer('share_pct'),
    /** When it began deciding its share as a challenger (the `credit-policy.challenger` approval). */
    challengerAt: timestampColumn('challenger_at'),
  },
  (t) => [
    uniqueIndex('credit_policy_versions_version_uq').on(t.version),
    // One live version, backed by the database.
    uniqueIndex('credit_policy_versions_one_live_uq').on(t.status).where(sql`${t.status} = 'live'`),
    // At most one challenger at a time.
    uniqueIndex('credit_policy_versions_one_challenger_uq').on(t.status).where(sql`${t.status} = 'challenger'`),
    check('credit_policy_versions_status', sql`${t.status} in ('draft', 'live', 'challenger', 'retired')`),
    check('credit_policy_versions_share', sql`${t.sharePct} is null or ${t.sharePct} between 1 and 50`),
  ],
);

/**
 * One row per decision of an application (written in the apply's transaction): the version that decided, what it saw,
 * the score, the outcome, the limit's make-up and the reasons. `order_id`: the loan it made (null when refused).
 */
export const creditDecisions = pgTable(
  'credit_decisions',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    orderId: bigint('order_id', { mode: 'number' }),
    policyVersion: integer('policy_version').notNull(),
    /** `champion`: the live version decided; `challenger`: the borrower fell in the challenger's share. */
    arm: text('arm').$type<PolicyArm>().notNull().default('champion'),
    outcome: text('outcome').$type<DecisionOutcome>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    termDays: integer('term_days').notNull(),
    features: jsonb('features').$type<CreditFeatures>().notNull(),
    /** What else the decision looked at (the base limit, open loans, the review rules' facts): a backtest re-decides from it. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    score: integer('score'),
    limitMakeUp: jsonb('limit_make_up').$type<LimitMakeUp>().notNull(),
    reasons: jsonb('reasons').$type<DecisionReason[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_decisions_created_idx').on(t.createdAt),
    index('credit_decisions_version_idx').on(t.policyVersion, t.createdAt),
    index('credit_decisions_user_idx').on(t.userId),
    check('credit_decisions_arm', sql`${t.arm} in ('champion', 'challenger')`),
    check('credit_decisions_outcome', sql`${t.outcome} in ('approved', 'review', 'refused')`),
  ],
);

export type PolicyVersionRow = typeof creditPolicyVersions.$inferSelect;
export type DecisionRow = typeof creditDecisions.$inferSelect;
