import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { stageOrders, stagePhones } from './schema';

// What other rooms read of phone orders inside their own statements (docs/architecture.md#server-modules): the columns
// the stage module publishes, as relations to join. Plain projections, which PostgreSQL pulls up into the caller's
// statement, so the caller's plan is the one it had over the table itself.

/** Phone orders: the loan order, borrower, phone, shop, price and deposit (ngwee), the pickup code. */
export const stageOrderRows = sql`(select order_id, user_id, phone_id, shop_id, price, deposit, pickup_code, deposit_paid_at, created_at from ${stageOrders})`;

/** Phones of the catalogue: id, brand and name. */
export const stagePhoneRows = sql`(select id, brand, name from ${stagePhones})`;

/** A borrower's last 50 phone orders as the desk lists them, newest first. */
export const stageOrdersOfBorrower = (db: Tx, uid: number) =>
  selectRows<Record<string, unknown>>(
    db,
    sql`select order_id as "orderId", phone_id as "phoneId", shop_id as "shopId", price, deposit, deposit_paid_at as "depositPaidAt", created_at as "createdAt"
        from ${stageOrders} where user_id = ${uid} order by order_id desc limit 50`,
  );
