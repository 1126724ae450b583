import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn, timestampColumn, updatedAt } from '../../db/columns';
import { userKey } from '../user/plugin';

/**
 * VIP cards (seeded from docs/product.md#vip-membership; the desk edits them). `price` and `days` are the first
 * version's; later ones are `vip_card_prices` rows from their date (new purchases only). Price in ngwee.
 */
export const vipCards = pgTable(
  'vip_cards',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    sort: integer('sort').notNull().default(0),
    /** The benefits' words the app shows on the card; null: the standard ones (VIP_BENEFITS). */
    benefits: jsonb('benefits').$type<string[]>(),
    /** Off: the app no longer offers the card (memberships already bought run on). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('vip_cards_price_positive', sql`${t.price} > 0`), check('vip_cards_days_positive', sql`${t.days} > 0`)],
);

/**
 * A card's later prices: each a `vip.price` approval's effect (one row per approval), for purchases from 00:00 Lusaka
 * of its date. A purchase keeps the amount and days it was made with.
 */
export const vipCardPrices = pgTable(
  'vip_card_prices',
  {
    id: idColumn(),
    cardId: integer('card_id').notNull().references(() => vipCards.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    effectiveFrom: timestampColumn('effective_from').notNull(),
    approvalId: refColumn('approval_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vip_card_prices_approval_uq').on(t.approvalId),
    index('vip_card_prices_card_from_idx').on(t.cardId, t.effectiveFrom),
    check('vip_card_prices_price_positive', sql`${t.price} > 0`),
    check('vip_card_prices_days_positive', sql`${t.days} > 0`),
  ],
);

export type VipPurchaseStatus = 'PENDING' | 'PAID' | 'FAILED';

/**
 * One attempt to buy a card: the VIP payment's subject. PAID records the stretch of membership it bought (from, until);
 * FAILED moves nothing. At most one PENDING per user (the database refuses a second even when two race).
 */
export const vipPurchases = pgTable(
  'vip_purchases',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    cardId: integer('card_id').notNull().references(() => vipCards.id),
    name: text('name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    days: integer('days').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').$type<VipPurchaseStatus>().notNull(),
    reason: text('reason'),
    activeFrom: timestampColumn('active_from'),
    activeUntil: timestampColumn('active_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vip_purchases_one_pending_per_user_uq').on(t.userId).where(sql`${t.status} = 'PENDING'`),
    index('vip_purchases_user_idx').on(t.userId),
    check('vip_purchases_status_known', sql`${t.status} in ('PENDING', 'PAID', 'FAILED')`),
    check('vip_purchases_paid_has_period', sql`${t.status} <> 'PAID' or (${t.activeFrom} is not null and ${t.activeUntil} > ${t.activeFrom})`),
  ],
);

/** The user's membership: one row per user, extended by each paid card, EXPIRED by the job after its end. */
export const vipMemberships = pgTable(
  'vip_memberships',
  {
    userId: refColumn('user_id').primaryKey().references(userKey),
    status: text('status').$type<'ACTIVE' | 'EXPIRED'>().notNull(),
    activeFrom: timestampColumn('active_from').notNull(),
    activeUntil: timestampColumn('active_until').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('vip_memberships_status_known', sql`${t.status} in ('ACTIVE', 'EXPIRED')`), index('vip_memberships_status_until_idx').on(t.status, t.activeUntil)],
);

/** Monthly VIP coupons granted: one row per purchase and month of it, so a month is granted once however often asked. */
export const vipCouponGrants = pgTable(
  'vip_coupon_grants',
  {
    id: idColumn(),
    purchaseId: refColumn('purchase_id').notNull().references(() => vipPurchases.id),
    userId: refColumn('user_id').notNull().references(userKey),
    monthIndex: integer('month_index').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vip_coupon_grants_purchase_month_uq').on(t.purchaseId, t.monthIndex)],
);

export type VipCardRow = typeof vipCards.$inferSelect;
export type VipCardPriceRow = typeof vipCardPrices.$inferSelect;
export type VipPurchaseRow = typeof vipPurchases.$inferSelect;
export type VipMembershipRow = typeof vipMemberships.$inferSelect;
