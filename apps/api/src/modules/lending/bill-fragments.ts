import { type Placeholder, type SQL, sql } from 'drizzle-orm';

import { jsonRowDecoder } from '../../db/json-rows';
import type { Product } from './domain/product';
import { toProduct } from './repo';
import { loanOrders, loanPlans, loanProducts } from './schema';

// Columns of other rooms' one-statement reads (issue 34: the session and the borrower's data in one statement), each
// a subquery answering JSON, and the decoders of that JSON. `user` is the session's user id as an SQL expression.

type Json = Record<string, unknown>;

/** The loan `orderId` when it is the user's, as JSON (null otherwise). */
export const orderJson = (orderId: SQL, user: SQL) => sql<Json | null>`(select row_to_json(o) from ${loanOrders} o where o.id = ${orderId} and o.user_id = ${user})`;

/** The bills of the user's loan `orderId`, earliest stage first, as JSON. */
export const orderBillsJson = (orderId: SQL, user: SQL) =>
  sql<Json[] | null>`(select json_agg(p order by p.loan_period) from ${loanPlans} p where p.order_id = ${orderId} and p.user_id = ${user})`;

/** The user's open bills (not SETTLED: a few at a time), as a subquery of their ids. */
export const openBillIds = (user: SQL) => sql`(select p.id from ${loanPlans} p where p.user_id = ${user} and p.status <> 'SETTLED')`;

/** The user's open bills as JSON. */
export const openBillsJson = (user: SQL) => sql<Json[] | null>`(select json_agg(p) from ${loanPlans} p where p.user_id = ${user} and p.status <> 'SETTLED')`;

/** The user's open bills each with its loan, as JSON `{ plan, order }`. */
export const openBillsWithOrdersJson = (user: SQL) => sql<Array<{ plan: Json; order: Json }> | null>`(select json_agg(json_build_object('plan', p, 'order', o)) from ${loanPlans} p
        join ${loanOrders} o on o.id = p.order_id where p.id in ${openBillIds(user)})`;

/** The product versions of the loans of the user's open bills, as JSON. */
export const openBillProductsJson = (user: SQL) => sql<Json[] | null>`(select json_agg(pr) from ${loanProducts} pr where pr.id in (select o.product_id from ${loanOrders} o
        join ${loanPlans} p on p.order_id = o.id where p.id in ${openBillIds(user)}))`;

/**
 * The version of the product `code` on offer at `now` (an SQL timestamp), as JSON (null: none); read it with
 * `productFromJson`. The stage index's Pocket Stages, read every time: which version is on offer depends on the clock.
 */
export const productOnOfferJson = (code: Product['code'], now: SQL | Placeholder) =>
  sql<Json | null>`(select row_to_json(pr) from ${loanProducts} pr where pr.active and pr.code = ${sql.raw(`'${code}'`)}
      and pr.effective_from <= ${now}::timestamptz order by pr.effective_from desc, pr.version desc limit 1)`;

export const orderFromJson = jsonRowDecoder(loanOrders);
export const planFromJson = jsonRowDecoder(loanPlans);
const productRow = jsonRowDecoder(loanProducts);
export const productFromJson = (json: Json): Product => toProduct(productRow(json));
