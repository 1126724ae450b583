import { sql } from 'drizzle-orm';

import { creditDecisions } from './schema';

// What other rooms read of the recorded decisions (docs/architecture.md#server-modules): the credit policy desk's
// reports and backtests join them (`from ${creditDecisionRows} d`), never the credit_decisions table.

/**
 * Decisions as another room's statement reads them: the columns the credit policy publishes. A plain projection,
 * which PostgreSQL pulls up into the caller's statement (the created_at and version indexes still serve its filters).
 */
export const creditDecisionRows = sql`(select id, user_id, order_id, policy_version, arm, outcome, amount, product_id, term_days, features, inputs,
    score, limit_make_up, reasons, created_at from ${creditDecisions})`;
