import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, refColumn, timestampColumn } from '../../db/columns';
import { loanOrderKey } from '../../db/foreign-keys';
import { userKey } from '../user/plugin';

/** Partner shops where a phone bought on stages is collected with its pickup code (seeded). */
export const stageShops = pgTable('stage_shops', {
  // Seeded shops keep their ids; shops added at the desk take the next from 1000 (docs/shops.md).
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  /** An inactive shop's phones leave the catalogue; its orders are still handed over and paid out. */
  active: boolean('active').notNull().default(true),
});

/**
 * The phone catalogue (seeded; then managed at the desk, docs/shops.md). Price in ngwee, deposit share in basis points:
 * both change only through a `phone.price` approval, and an order keeps the price it was made at.
 */
export const stagePhones = pgTable(
  'stage_phones',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    /** A self-hosted image path served by the web build (no third-party hosts). */
    image: text('image').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    depositBp: integer('deposit_bp').notNull(),
    stages: integer('stages').notNull(),
    stageDays: integer('stage_days').notNull(),
    shopId: integer('shop_id').notNull().references(() => stageShops.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('stage_phones_price_positive', sql`${t.price} > 0`),
    check('stage_phones_deposit_share', sql`${t.depositBp} > 0 and ${t.depositBp} < 10000`),
    check('stage_phones_stages', sql`${t.stages} between 1 and 12 and ${t.stageDays} between 7 and 31`),
  ],
);

/**
 * A stage order IS a loan order of the Pocket Stages product (same id): its stage bills are that order's loan_plans,
 * so payments, allocation, overdue penalties, the reconciler and the ledger apply unchanged. This row adds the phone,
 * the shop, the deposit and the pickup code.
 */
export const stageOrders = pgTable(
  'stage_orders',
  {
    orderId: refColumn('order_id').primaryKey().references(loanOrderKey),
    userId: refColumn('user_id').notNull().references(userKey),
    phoneId: integer('phone_id').notNull().references(() => stagePhones.id),
    shopId: integer('shop_id').notNull().references(() => stageShops.id),
    price: bigint('price', { mode: 'number' }).notNull(),
    deposit: bigint('deposit', { mode: 'number' }).notNull(),
    /** Set when the deposit succeeds; the shop hands the phone over against it. */
    pickupCode: text('pickup_code'),
    depositPaidAt: timestampColumn('deposit_paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stage_orders_pickup_code_uq').on(t.pickupCode).where(sql`${t.pickupCode} is not null`),
    index('stage_orders_user_idx').on(t.userId),
    check('stage_orders_deposit_within_price', sql`${t.deposit} > 0 and ${t.deposit} < ${t.price}`),
  ],
);

export type StagePhoneRow = typeof stagePhones.$inferSelect;
export type StageShopRow = typeof stageShops.$inferSelect;
export type StageOrderRow = typeof stageOrders.$inferSelect;
