import type { Db } from '../../db/client';
import { coupons } from './schema';

const K = 100;

/** Seeded coupons of docs/product.md#coupons. */
export const DEFAULT_COUPONS = [
  { id: 1, code: 'WELCOME20', name: 'K20 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 20 * K, discountBp: 0, minBill: 200 * K, validDays: 30, grantOnRegistration: true },
  { id: 2, code: 'INTEREST50', name: '50% off interest', kind: 'INTEREST_DISCOUNT' as const, amountOff: 0, discountBp: 5_000, minBill: 500 * K, validDays: 14, grantOnRegistration: false },
  { id: 3, code: 'VIP20', name: 'VIP K20 off', kind: 'AMOUNT_OFF' as const, amountOff: 20 * K, discountBp: 0, minBill: 200 * K, validDays: 30, grantOnRegistration: false },
];

/** Inserts coupon kinds once (the defaults unless given); live values are edited in the database, never overwritten here. */
export async function seedCoupons(db: Db, rows: Array<typeof coupons.$inferInsert> = DEFAULT_COUPONS): Promise<void> {
  await db.insert(coupons).values(rows).onConflictDoNothing();
}
