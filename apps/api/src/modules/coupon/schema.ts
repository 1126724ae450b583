import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, idColumn, refColumn, timestampColumn } from '../../db/columns';
import { loanPlanKey } from '../../db/foreign-keys';
import { userKey } from '../user/plugin';

/** Coupon kinds (seeded): an amount off a bill, or a share off its interest. */
export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').$type<'AMOUNT_OFF' | 'INTEREST_DISCOUNT'>().notNull(),
  amountOff: bigint('amount_off', { mode: 'number' }).notNull().default(0),
  discountBp: integer('discount_bp').notNull().default(0),
  minBill: bigint('min_bill', { mode: 'number' }).notNull().default(0),
  validDays: integer('valid_days').notNull(),
  grantOnRegistration: boolean('grant_on_registration').notNull().default(false),
});

/** A coupon a user holds: applied to at most one plan, consumed once when that plan is paid off. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(userKey),
    couponId: integer('coupon_id').notNull().references(() => coupons.id),
    validFrom: timestampColumn('valid_from').notNull(),
    validUntil: timestampColumn('valid_until').notNull(),
    appliedPlanId: refColumn('applied_plan_id').references(loanPlanKey),
    usedAt: timestampColumn('used_at'),
    usedPlanId: refColumn('used_plan_id').references(loanPlanKey),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId),
    // At most one coupon per plan.
    uniqueIndex('user_coupons_one_per_plan_uq').on(t.appliedPlanId).where(sql`${t.usedAt} is null and ${t.appliedPlanId} is not null`),
    check('user_coupons_used_has_plan', sql`${t.usedAt} is null or ${t.usedPlanId} is not null`),
  ],
);

export type UserCouponRow = typeof userCoupons.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
