import type { Db } from '../../db/client';
import { seedCoupons } from '../coupon/plugin';
import { DEFAULT_PRODUCTS } from './domain/product';
import { loanProducts } from './schema';

/** Inserts the default products (and the coupons bills take) once; live values are edited in the database, never overwritten here. */
export async function seedLending(db: Db): Promise<void> {
  for (const p of DEFAULT_PRODUCTS) {
    await db.insert(loanProducts).values({ ...p, effectiveFrom: new Date(p.effectiveFrom) }).onConflictDoNothing();
  }
  await seedCoupons(db);
}
