import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';
import { loanPlanKey } from '../../db/foreign-keys';
import { couponKey, userCouponKey } from '../coupon/plugin';
import { userKey } from '../user/plugin';

/** The prize wheel's slots in wheel order (seeded; live values are edited in the database). */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: integer('id').primaryKey(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** null: nothing ('Thanks for playing'). */
    couponId: integer('coupon_id').references(couponKey),
    weight: integer('weight').notNull(),
    /** What one win costs against the day's budget, in ngwee. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    color: text('color').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('wheel_prizes_weight_nonneg', sql`${t.weight} >= 0`),
    check('wheel_prizes_cost_nonneg', sql`${t.cost} >= 0`),
    check('wheel_prizes_nothing_is_free', sql`${t.couponId} is not null or ${t.cost} = 0`),
  ],
);

/** One row per Lusaka day: the prize budget and what the wheel has given away (never above the budget). */
export const wheelDays = pgTable(
  'wheel_days',
  {
    day: text('day').primaryKey(),
    budget: bigint('budget', { mode: 'number' }).notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('wheel_days_within_budget', sql`${t.spent} >= 0 and ${t.spent} <= ${t.budget}`)],
);

/** The wheel's settings (one row, id 1): the budget each new Lusaka day starts with (ngwee); no row: the default. */
export const wheelSettings = pgTable(
  'wheel_settings',
  {
    id: integer('id').primaryKey(),
    dailyBudget: bigint('daily_budget', { mode: 'number' }).notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (t) => [check('wheel_settings_one_row', sql`${t.id} = 1`), check('wheel_settings_budget_nonneg', sql`${t.dailyBudget} >= 0`)],
);

/** A spin: the free one of a Lusaka day (DAILY) or the one a bill paid on time earned (BONUS, one per bill). */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    day: text('day').notNull(),
    kind: text('kind').$type<'DAILY' | 'BONUS'>().notNull(),
    planId: refColumn('plan_id').references(loanPlanKey),
    prizeId: integer('prize_id').notNull().references(() => wheelPrizes.id),
    userCouponId: refColumn('user_coupon_id').references(userCouponKey),
    createdAt: createdAt(),
  },
  (t) => [
    index('wheel_spins_user_idx').on(t.userId),
    uniqueIndex('wheel_spins_daily_uq').on(t.userId, t.day).where(sql`${t.kind} = 'DAILY'`),
    uniqueIndex('wheel_spins_bonus_uq').on(t.planId).where(sql`${t.kind} = 'BONUS'`),
    check('wheel_spins_bonus_has_plan', sql`${t.kind} = 'DAILY' or ${t.planId} is not null`),
  ],
);

export interface PackItem {
  couponId: number;
  count: number;
}

/** A coupon pack: server-configured, claimable once per user between validFrom and validUntil, up to maxClaims. */
export const couponPacks = pgTable(
  'coupon_packs',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    items: jsonb('items').$type<PackItem[]>().notNull(),
    validFrom: timestampColumn('valid_from').notNull(),
    validUntil: timestampColumn('valid_until').notNull(),
    /** null: no limit. */
    maxClaims: integer('max_claims'),
    claims: integer('claims').notNull().default(0),
    /** Shown on /activity/couponBenefit (unlisted packs are claimed by code only). */
    listed: boolean('listed').notNull().default(true),
  },
  (t) => [check('coupon_packs_within_max', sql`${t.maxClaims} is null or ${t.claims} <= ${t.maxClaims}`)],
);

export const packClaims = pgTable(
  'coupon_pack_claims',
  {
    id: idColumn(),
    packId: integer('pack_id').notNull().references(() => couponPacks.id),
    userId: refColumn('user_id').notNull().references(userKey),
    createdAt: createdAt(),
  },
  // The second index serves "which packs did this user claim" (the packs on offer, issue 34).
  (t) => [uniqueIndex('coupon_pack_claims_once_uq').on(t.packId, t.userId), index('coupon_pack_claims_user_idx').on(t.userId)],
);

/** Each user's invite code (made on first ask). */
export const inviteCodes = pgTable('invite_codes', {
  userId: refColumn('user_id').primaryKey().references(userKey),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/** Who invited whom (set once at the invitee's registration); rewardedAt once the inviter got the coupon. */
export const referrals = pgTable(
  'referrals',
  {
    inviteeId: refColumn('invitee_id').primaryKey().references(userKey),
    inviterId: refColumn('inviter_id').notNull().references(userKey),
    createdAt: createdAt(),
    rewardedAt: timestampColumn('rewarded_at'),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId), check('referrals_not_self', sql`${t.inviteeId} <> ${t.inviterId}`)],
);

/** Marketing popup banners (marketList); shown from startsAt to endsAt (null: no bound; the desk always sets both). */
export const marketingBanners = pgTable('marketing_banners', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull(),
  startsAt: timestampColumn('starts_at'),
  endsAt: timestampColumn('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
});

/** Holidays popup notices (holidaysList), current from startsOn to endsOn (Lusaka dates). */
export const holidayNotices = pgTable('holiday_notices', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url').notNull(),
  startsOn: text('starts_on').notNull(),
  endsOn: text('ends_on').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * The figures of the /details store page, as marketing copies them from the real store listing (one row, id 1; no row
 * or a null figure: nothing shown). Nothing on that page is a figure that is not here.
 */
export const storePage = pgTable(
  'store_page',
  {
    id: integer('id').primaryKey(),
    /** Average rating in tenths (46 = 4.6). */
    ratingTenths: integer('rating_tenths'),
    ratingCount: integer('rating_count'),
    downloads: text('downloads'),
    contentRating: text('content_rating'),
    containsAds: boolean('contains_ads').notNull().default(false),
    inAppPurchases: boolean('in_app_purchases').notNull().default(false),
    updatedAt: timestampColumn('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    check('store_page_one_row', sql`${t.id} = 1`),
    check('store_page_rating_range', sql`${t.ratingTenths} is null or ${t.ratingTenths} between 10 and 50`),
    check('store_page_rating_has_count', sql`(${t.ratingTenths} is null) = (${t.ratingCount} is null)`),
  ],
);

export type WheelPrizeRow = typeof wheelPrizes.$inferSelect;
export type CouponPackRow = typeof couponPacks.$inferSelect;
