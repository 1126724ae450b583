import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { loanOrders, loanPlans, loanProducts } from './schema';

// What other rooms' tests read and set up of lending's tables, so that no test outside lending names them.

/** One loan order as stored (undefined: none). */
export const loanOrderOf = async (db: Db, orderId: number) => (await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)))[0];

/** Every stored version of the product `code`. */
export const productVersionsOf = (db: Db, code: string) => db.select().from(loanProducts).where(eq(loanProducts.code, code));

/** Stores a product version as given (a test's own product). */
export const addProductVersion = async (db: Db, version: typeof loanProducts.$inferInsert) => {
  await db.insert(loanProducts).values(version);
};

/** A borrower's loan orders as stored. */
export const loanOrdersOfBorrower = (db: Db, userId: number) => db.select().from(loanOrders).where(eq(loanOrders.userId, userId));

/** A borrower's bills as stored. */
export const billsOfBorrower = (db: Db, userId: number) => db.select().from(loanPlans).where(eq(loanPlans.userId, userId));
