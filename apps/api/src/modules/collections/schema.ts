import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import type { CaseCloseReason, CaseStatus, ContactChannel, ContactOutcome, HardshipStatus, LadderStep, PromiseStatus } from '@pocket/contracts/api/staff';

import { createdAt, idColumn, refColumn, timestampColumn, updatedAt } from '../../db/columns';
import { loanOrderKey } from '../../db/foreign-keys';
import { userKey } from '../user/plugin';

const ngwee = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * A collections case (docs/collections.md): one per late loan while it is late. Opened when the daily job finds the
 * loan in a bucket, moved when it enters another, closed when the loan is paid up to date or written off.
 */
export const collectionCases = pgTable(
  'collection_cases',
  {
    id: idColumn(),
    orderId: refColumn('order_id').notNull().references(loanOrderKey),
    userId: refColumn('user_id').notNull().references(userKey),
    status: text('status').$type<CaseStatus>().notNull(),
    bucket: text('bucket').notNull(),
    /** The bucket's place in the settings (1: the first bucket): the queue's order. */
    bucketRank: integer('bucket_rank').notNull(),
    /**
     * The due date of the loan's oldest unpaid bill when the job last looked (a Lusaka date; null: no bill unpaid). The
     * case's days past due are counted from it (to today while open, to the close's day once closed: `daysPastDueOf`),
     * so that the daily job writes only the cases whose bucket, money or agent changed, not every open case each day.
     */
    lateSince: text('late_since'),
    /**
     * What the late bills owed before penalties when the job last looked (ngwee; their principal, interest and fees):
     * the queue's order within a bucket. Penalties are left out so that a case is not rewritten each day its penalty
     * grows (docs/collections.md, "The queue"); the amount the desk shows is read from the bills.
     */
    overdueBeforePenalty: ngwee('overdue_before_penalty'),
    /**
     * What the loan had been paid when the job last looked (ngwee; set when the case opens): a payment since is money
     * collected in the case's bucket and by its agent (collection_collected).
     */
    paidSeen: ngwee('paid_seen'),
    /** The agent working the case (a staff member with the collections role); null: the ladder alone. */
    agentId: refColumn('agent_id'),
    /** The borrower asked not to be called (texts from templates still go). */
    stopCalls: boolean('stop_calls').notNull().default(false),
    /** The borrower disputes the debt: every contact stops until an agent records it resolved. */
    disputedAt: timestampColumn('disputed_at'),
    closeReason: text('close_reason').$type<CaseCloseReason>(),
    /**
     * The date of the loan's open promise to pay (its `pay_by`); null: none. Set where a promise is made, cleared where
     * it is kept or broken, copied when a case opens: the queue's first key, read from the row (repo.queue).
     */
    promisedFor: text('promised_for'),
    openedAt: timestampColumn('opened_at').notNull(),
    closedAt: timestampColumn('closed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collection_cases_open_order_uq').on(t.orderId).where(sql`${t.status} = 'OPEN'`),
    // The agent's queue: open cases by agent, oldest bucket first (see repo.queue).
    index('collection_cases_queue_idx').on(t.agentId, t.bucketRank.desc(), t.overdueBeforePenalty.desc(), t.id).where(sql`${t.status} = 'OPEN'`),
    // The lead's queue of every case, in the same order.
    index('collection_cases_queue_all_idx').on(t.bucketRank.desc(), t.overdueBeforePenalty.desc(), t.id).where(sql`${t.status} = 'OPEN'`),
    // The cases paused by a promise (the queue's last part): only the cases with an open promise.
    index('collection_cases_promised_idx').on(t.agentId, t.bucketRank.desc(), t.overdueBeforePenalty.desc(), t.id).where(sql`${t.status} = 'OPEN' and ${t.promisedFor} is not null`),
    index('collection_cases_user_idx').on(t.userId),
    // The cases closed otherwise than paid (written off, by a plan): the cure rate's exceptions.
    index('collection_cases_not_paid_idx').on(t.id).where(sql`${t.closeReason} <> 'PAID'`),
    // The open cases by the date they are late since: the daily job's cases whose days past due crossed a bucket's
    // first day since its last run (sweep-scope.ts).
    index('collection_cases_late_since_idx').on(t.lateSince).where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Where the daily job's last run left off (one row; sweep-scope.ts): its Lusaka day, the oldest transaction its read
 * could not see (every write it missed is by that transaction or a later one), the day of its last full read and the
 * buckets it used. A later run reads only the loans that can have changed since.
 */
export const collectionSweepState = pgTable(
  'collection_sweep_state',
  {
    id: integer('id').primaryKey().default(1),
    day: text('day').notNull(),
    seenTx: bigint('seen_tx', { mode: 'number' }).notNull(),
    /** Read by no code: when the job last read every open loan, for an operator asking why a run read them all. */
    fullDay: text('full_day').notNull(),
    buckets: text('buckets').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('collection_sweep_state_one_row', sql`${t.id} = 1`)],
);

/** The case's days-past-due history: a row each time it opened, moved bucket or closed. */
export const collectionCaseMoves = pgTable(
  'collection_case_moves',
  {
    id: idColumn(),
    caseId: refColumn('case_id').notNull().references(() => collectionCases.id),
    fromBucket: text('from_bucket'),
    toBucket: text('to_bucket'),
    daysPastDue: integer('days_past_due').notNull(),
    /** The Lusaka date of the move. */
    day: text('day').notNull(),
    at: createdAt(),
  },
  (t) => [
    index('collection_case_moves_case_idx').on(t.caseId, t.id),
    index('collection_case_moves_day_idx').on(t.day),
    // A month's moves by case, with every column the roll matrices read (an index-only scan in the order they group).
    index('collection_case_moves_month_idx').on(sql`left(${t.day}, 7)`, t.caseId, t.id, t.day, t.fromBucket, t.toBucket),
    // The closes by day (the cure rate's cases closed in its range).
    index('collection_case_moves_closed_idx').on(t.day, t.fromBucket).where(sql`${t.toBucket} is null`),
  ],
);

/**
 * The month ends written (docs/collections.md, "Month-end buckets"): one row per Lusaka month end whose open cases'
 * buckets are in `collection_month_end_cases` (none open: no rows there, but this row says the month end is written)
 * and whose roll matrix is in `collection_month_rolls`.
 */
export const collectionMonthEnds = pgTable('collection_month_ends', {
  /** The month's last day (a Lusaka date). */
  day: text('day').primaryKey(),
  cases: integer('cases').notNull(),
  createdAt: createdAt(),
});

/**
 * Every case open at the end of a month, with its bucket then (its last move on or before that day). `case_id` names
 * a case without a foreign key (decision 0073): the rows are written by the job from the moves (each checked against
 * its case) and the month end before, and cases are never deleted; a key's check locked each case, a write per row
 * of the hundreds of thousands a month end writes (docs/performance.md, "Collections and the books at scale").
 */
export const collectionMonthEndCases = pgTable(
  'collection_month_end_cases',
  {
    day: text('day').notNull(),
    caseId: refColumn('case_id').notNull(),
    bucket: text('bucket').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.caseId] })],
);

/**
 * The month's roll matrix, written with its month end (docs/collections.md, "Month-end buckets"): every case open at
 * some time in the month counted by its bucket at the end of the month before (`''`: opened within the month) and where
 * it stood at the month's end (a bucket, `cured` or `written off`). A month end's row in `collection_month_ends` says
 * its matrix is written; the roll rates read a month from it, and the cases open at a month end per bucket are the
 * matrix's rows ending in a bucket.
 */
export const collectionMonthRolls = pgTable(
  'collection_month_rolls',
  {
    /** The month's last day (a Lusaka date). */
    day: text('day').notNull(),
    fromBucket: text('from_bucket').notNull(),
    toBucket: text('to_bucket').notNull(),
    cases: integer('cases').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.fromBucket, t.toBucket] })],
);

/**
 * Every contact attempt of a case, allowed or refused (a refusal names the rule). Allowed ones count against the caps
 * per borrower across channels and agents.
 */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: idColumn(),
    caseId: refColumn('case_id').notNull().references(() => collectionCases.id),
    userId: refColumn('user_id').notNull().references(userKey),
    /** Who contacted: a staff member, or null for the automatic ladder. */
    staffId: refColumn('staff_id'),
    staffEmail: text('staff_email'),
    channel: text('channel').$type<ContactChannel>().notNull(),
    template: text('template'),
    outcome: text('outcome').$type<ContactOutcome>(),
    /** The rule that refused the contact (its code); null: the contact was allowed. */
    refusedRule: text('refused_rule'),
    refusedText: text('refused_text'),
    /** The Lusaka date of the attempt (the daily cap). */
    day: text('day').notNull(),
    at: timestampColumn('at').notNull(),
  },
  (t) => [index('collection_contacts_user_day_idx').on(t.userId, t.day), index('collection_contacts_case_idx').on(t.caseId, t.id)],
);

/**
 * Money collected on a case (docs/collections.md, "Reports"): what the loan was paid since the job last looked, in the
 * bucket and by the agent the case had then, on the Lusaka day the job (or the settling payment) saw it.
 */
export const collectionCollected = pgTable(
  'collection_collected',
  {
    id: idColumn(),
    caseId: refColumn('case_id').notNull().references(() => collectionCases.id),
    bucket: text('bucket').notNull(),
    agentId: refColumn('agent_id'),
    day: text('day').notNull(),
    amount: ngwee('amount'),
    at: timestampColumn('at').notNull(),
  },
  (t) => [index('collection_collected_day_idx').on(t.day), check('collection_collected_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * The reminder ladder's versions (docs/collections.md, "The ladder"): each approved `collections.ladder` request adds
 * one; the latest applies (none: DEFAULT_LADDER). The approval keeps who asked, who approved and why.
 */
export const collectionLadders = pgTable('collection_ladders', {
  id: idColumn(),
  steps: jsonb('steps').$type<LadderStep[]>().notNull(),
  approvalId: refColumn('approval_id').notNull().unique(),
  createdAt: createdAt(),
});

/** An agent's note on a case. */
export const collectionNotes = pgTable(
  'collection_notes',
  {
    id: idColumn(),
    caseId: refColumn('case_id').notNull().references(() => collectionCases.id),
    staffId: refColumn('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    text: text('text').notNull(),
    at: createdAt(),
  },
  (t) => [index('collection_notes_case_idx').on(t.caseId, t.id)],
);

/**
 * A promise to pay: an amount by a date, made by the borrower in the app or through an agent. Kept or broken by the
 * payments that follow (the job compares what the loan has been paid since the promise), never set by hand.
 */
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: idColumn(),
    orderId: refColumn('order_id').notNull().references(loanOrderKey),
    userId: refColumn('user_id').notNull().references(userKey),
    caseId: refColumn('case_id'),
    amount: ngwee('amount'),
    /** The Lusaka date the borrower will pay by. */
    payBy: text('pay_by').notNull(),
    /** What the loan had been paid when the promise was made: the promise is kept when it is exceeded by `amount`. */
    paidBefore: ngwee('paid_before'),
    status: text('status').$type<PromiseStatus>().notNull(),
    /** 'borrower' (the app) or the agent's e-mail. */
    madeBy: text('made_by').notNull(),
    requestKey: text('request_key'),
    createdAt: createdAt(),
    decidedAt: timestampColumn('decided_at'),
  },
  (t) => [
    uniqueIndex('collection_promises_open_uq').on(t.orderId).where(sql`${t.status} = 'OPEN'`),
    uniqueIndex('collection_promises_request_key_uq').on(t.userId, t.requestKey),
    // A loan's promises, newest first (the case page): without it each case page read every promise (migration 0049).
    index('collection_promises_order_idx').on(t.orderId, t.id),
    check('collection_promises_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A borrower's request for help ("I can't pay"): their reason; a restructure is a maker-checker request on the desk. */
export const hardshipRequests = pgTable(
  'hardship_requests',
  {
    id: idColumn(),
    orderId: refColumn('order_id').notNull().references(loanOrderKey),
    userId: refColumn('user_id').notNull().references(userKey),
    reason: text('reason').notNull(),
    status: text('status').$type<HardshipStatus>().notNull(),
    /** The approval that restructured the loan (its effect), or the staff answer when declined. */
    approvalId: refColumn('approval_id'),
    instalments: integer('instalments'),
    /** Set by the restructure (PLANNED): what the loan's unpaid bills owed just before it (ngwee, penalties included). */
    owedBefore: bigint('owed_before', { mode: 'number' }),
    /** Set by the restructure: what its instalments owe together (ngwee; `owed_before` less the penalties waived). */
    planned: bigint('planned', { mode: 'number' }),
    /** Set by the restructure: the instalments' bills (loan_plans ids) and what each asked, in due order (the restructured loans report). */
    bills: jsonb('bills').$type<Array<{ planId: number; amount: number }>>(),
    answer: text('answer'),
    requestKey: text('request_key'),
    createdAt: createdAt(),
    decidedAt: timestampColumn('decided_at'),
  },
  (t) => [
    uniqueIndex('hardship_requests_open_uq').on(t.orderId).where(sql`${t.status} = 'OPEN'`),
    uniqueIndex('hardship_requests_request_key_uq').on(t.userId, t.requestKey),
  ],
);

export type CaseRow = typeof collectionCases.$inferSelect;
export type ContactRow = typeof collectionContacts.$inferSelect;
export type PromiseRow = typeof collectionPromises.$inferSelect;
export type HardshipRow = typeof hardshipRequests.$inferSelect;
