import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from '../../db/columns';

/** Sandbox wallets' PIN prompts and transfers, kept in the database so an approval survives a restart. */
export const sandboxPrompts = pgTable(
  'sandbox_prompts',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').$type<'collection' | 'disbursement'>().notNull(),
    msisdn: text('msisdn').notNull(),
    /** ngwee */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note').notNull(),
    status: text('status').$type<'PENDING' | 'SUCCESSFUL' | 'FAILED'>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_prompts_pending_idx').on(t.msisdn, t.status),
    check('sandbox_prompts_status_known', sql`${t.status} in ('PENDING', 'SUCCESSFUL', 'FAILED')`),
  ],
);
