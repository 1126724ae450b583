import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { idColumn, refColumn, timestampColumn } from '../../db/columns';

/** Which shop a staff member with the shop role works at: one shop each; without a row the shop desk answers 403. */
export const shopStaff = pgTable('shop_staff', {
  staffId: refColumn('staff_id').primaryKey(),
  shopId: integer('shop_id').notNull(),
  linkedBy: text('linked_by').notNull(),
  linkedAt: timestampColumn('linked_at').notNull(),
});

/**
 * A phone handed over at the shop's counter against its pickup code: one row per stage order (the primary key makes the
 * handover happen once, however many try at once). The shop is owed the order's price until a payout pays it.
 */
export const shopHandovers = pgTable(
  'shop_handovers',
  {
    orderId: refColumn('order_id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    handedOverBy: refColumn('handed_over_by').notNull(),
    handedOverByEmail: text('handed_over_by_email').notNull(),
    handedOverAt: timestampColumn('handed_over_at').notNull(),
    /** The payout that paid it; null while the shop is owed it. */
    payoutId: refColumn('payout_id'),
  },
  (t) => [index('shop_handovers_owed_idx').on(t.shopId, t.orderId).where(sql`${t.payoutId} is null`)],
);

/** A shop payout paid: made by an approved `shop.payout` request (one per request), booked in the ledger once. */
export const shopPayouts = pgTable(
  'shop_payouts',
  {
    id: idColumn(),
    approvalId: refColumn('approval_id').notNull(),
    shopId: integer('shop_id').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    ledgerRef: text('ledger_ref').notNull(),
    paidAt: timestampColumn('paid_at').notNull(),
  },
  (t) => [uniqueIndex('shop_payouts_approval_uq').on(t.approvalId)],
);

export type HandoverRow = typeof shopHandovers.$inferSelect;
export type PayoutRow = typeof shopPayouts.$inferSelect;
