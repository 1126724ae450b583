import { type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { keptSessionReads, readThroughBooks } from '../borrower-books/plugin';
import {
  billColumns,
  billsOf,
  decodeBills,
  decodeLimit,
  limitColumns,
  loanOrderRecords,
  loanOrderRows,
  OPEN_LOAN_STATUSES,
  orderFromJson,
  productFromJson,
  productOnOfferJson,
} from '../lending/plugin';
import { orderPaymentsOf, paymentFromJson } from '../payments/plugin';
import type { StageOrderRecord } from './repo';
import { stageOrders, stagePhones, stageShops } from './schema';

type Json = Record<string, unknown>;

/**
 * The stage reads in one statement each (issue 34: the index was 15 statements, info 9, plan-list 8): the active
 * session and, for its user, the stage orders (all of them, or the one asked for) with the phone, the shop, the loan
 * order, its bills and what their views are made of (`billColumns`, as getMyLoanInfo reads them) and the deposits;
 * the index also the Pocket Stages product, the phone catalogue and the limit's parts with the open loans' statuses.
 * Prepared; outside any transaction. Kept between calls (`keptSessionReads`), except the index's product: which version of
 * Pocket Stages is on offer depends on the clock (`effective_from`), so it is read every time.
 */
type Mode = 'index' | 'all' | 'one';
const stageBySession = (mode: Mode) => keptSessionReads(`stage_${mode}_by_session`, (user) => {
  const mine: SQL = mode === 'one' ? sql`so.user_id = ${user} and so.order_id = ${sql.placeholder('orderId')}` : sql`so.user_id = ${user}`;
  const orderIds = sql`(select so.order_id from ${stageOrders} so where ${mine})`;
  const openStatuses = sql.join(OPEN_LOAN_STATUSES.map((s) => sql`${s}`), sql`, `);
  const product = productOnOfferJson('POCKET_STAGES', sql.placeholder('now'));
  const index = {
    phones: sql<Array<{ phone: Json; shop: Json }> | null>`(select json_agg(json_build_object('phone', ph, 'shop', sh) order by ph.price, ph.id)
      from ${stagePhones} ph join ${stageShops} sh on sh.id = ph.shop_id where ph.active and sh.active)`,
    ...limitColumns(user),
    open: sql<string[] | null>`(select json_agg(o.status) from ${loanOrderRows} o where o.user_id = ${user} and o.status in (${openStatuses}))`,
  };
  const kept = {
    ...(mode === 'index' ? index : {}),
    records: sql<Array<{ stage: Json; order: Json; phone: Json; shop: Json }> | null>`(select
      json_agg(json_build_object('stage', so, 'order', o, 'phone', ph, 'shop', sh) order by so.order_id desc)
      from ${stageOrders} so join ${loanOrderRecords} o on o.id = so.order_id join ${stagePhones} ph on ph.id = so.phone_id
      join ${stageShops} sh on sh.id = so.shop_id where ${mine})`,
    // Read order by order (issue 34, tenth pass: as `in (the orders)`, without statistics, PostgreSQL read every
    // deposit of the book; `offset 0` keeps the lateral read apart, as in `billColumns`).
    deposits: sql<Json[] | null>`(select json_agg(pm order by pm.id desc) from ${stageOrders} so cross join lateral
      ${orderPaymentsOf(sql`so.order_id`, 'STAGE_DEPOSIT')} pm where ${mine})`,
    ...billColumns(billsOf(user, orderIds)),
  };
  // The index's product only; the other reads have nothing read every time.
  const always: Record<string, SQL> = mode === 'index' ? { product } : {};
  return { always, kept };
});
const reads = { index: stageBySession('index'), all: stageBySession('all'), one: stageBySession('one') };

const stageRow = jsonRowDecoder(stageOrders);
const phoneRow = jsonRowDecoder(stagePhones);
const shopRow = jsonRowDecoder(stageShops);

export type StageRead = NonNullable<Awaited<ReturnType<typeof readStageBySession>>>['data'];

/** Null when the session is not active. `one`: `orders` holds that stage order only if it is the user's. */
export async function readStageBySession(db: Db, session: { tokenHash: string; now: string }, mode: Mode, orderId?: number) {
  const found = await readThroughBooks(
    db,
    mode === 'one' ? `stage_one:${orderId}` : `stage_${mode}`,
    session.tokenHash,
    {
      check: async () => (await reads[mode].check(db).execute(session))[0],
      full: async () => (await reads[mode].full(db).execute(mode === 'one' ? { ...session, orderId } : session))[0],
    },
    (books) => {
      const records: StageOrderRecord[] = (books.records ?? []).map((r) => ({ stage: stageRow(r.stage), order: orderFromJson(r.order), phone: phoneRow(r.phone), shop: shopRow(r.shop) }));
      const indexed = books as Partial<Record<'phones' | 'open', unknown>> & Parameters<typeof decodeLimit>[0];
      const index =
        mode === 'index'
          ? {
              phones: ((indexed.phones ?? []) as Array<{ phone: Json; shop: Json }>).map((p) => ({ phone: phoneRow(p.phone), shop: shopRow(p.shop) })),
              limit: { ...decodeLimit(indexed), open: (indexed.open ?? []) as string[] },
            }
          : null;
      return { records, deposits: (books.deposits ?? []).map(paymentFromJson), bills: decodeBills(books), index };
    },
  );
  if (!found) return null;
  const { row, data } = found;
  const product = (row as { product?: Json | null }).product;
  const catalogue = data.index ? { product: product ? productFromJson(product) : null, ...data.index } : null;
  return { userId: row.userId, data: { userId: row.userId, records: data.records, deposits: data.deposits, bills: data.bills, catalogue } };
}
