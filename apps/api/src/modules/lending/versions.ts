import { asc, count, eq, sql } from 'drizzle-orm';

import { endOfLusakaDay } from '@pocket/contracts/lusaka-date';

import type { Tx } from '../../db/client';
import { currentVersionOf, type Product, type ProductTerm } from './domain/product';
import { getProduct, toProduct } from './repo';
import { loanOrders, loanProducts } from './schema';

/** The terms and prices of a new version (ngwee, basis points); the rest is copied from the version it follows. */
export interface VersionPrices {
  minAmount: number;
  maxAmount: number;
  step: number;
  terms: ProductTerm[];
  serviceFeeBp: number;
  serviceFeeMin: number;
  penaltyDailyBp: number;
  penaltyCapBp: number;
  extensionFeeBp: number;
  maxExtensions: number;
}

export interface ProductVersionRow extends Product {
  active: boolean;
  /** Loans made with this version. */
  loans: number;
}

/** 00:00 in Lusaka of a YYYY-MM-DD date. */
export const startOfLusakaDay = (date: string) => new Date(endOfLusakaDay(date).getTime() + 1 - 24 * 60 * 60 * 1000);

const samePrices = (p: Product, v: VersionPrices) =>
  p.minAmount === v.minAmount && p.maxAmount === v.maxAmount && p.step === v.step && JSON.stringify(p.terms) === JSON.stringify(v.terms) &&
  p.serviceFeeBp === v.serviceFeeBp && p.serviceFeeMin === v.serviceFeeMin && p.penaltyDailyBp === v.penaltyDailyBp &&
  p.penaltyCapBp === v.penaltyCapBp && p.extensionFeeBp === v.extensionFeeBp && p.maxExtensions === v.maxExtensions;

/**
 * The lending engine's product catalogue, the door the catalogue desk uses (`app.lending.products`): every version
 * with its loan count, and a new version for new loans from a date. Loans keep the version they were made with.
 */
export const productCatalogue = {
  async versions(tx: Tx): Promise<ProductVersionRow[]> {
    const rows = await tx.select().from(loanProducts).orderBy(asc(loanProducts.id));
    const loans = await tx.select({ productId: loanOrders.productId, n: count() }).from(loanOrders).groupBy(loanOrders.productId);
    const byId = new Map(loans.map((l) => [l.productId, Number(l.n)]));
    return rows.map((r) => ({ ...toProduct(r), active: r.active, loans: byId.get(r.id) ?? 0 }));
  },

  /** One version by its id; null when there is none. */
  async find(tx: Tx, id: number): Promise<Product | null> {
    return getProduct(tx, id);
  },

  /**
   * Adds version n+1 of product `productId`'s code, effective from 00:00 Lusaka of `effectiveFrom`. Idempotent: a
   * version of the code from that instant with the same prices is answered as it is, never written twice.
   */
  async addVersion(tx: Tx, productId: number, effectiveFrom: string, prices: VersionPrices, at: Date): Promise<{ before: Product | null; after: Product }> {
    // One writer of new versions at a time (ids and version numbers are the next ones); plain reads go on.
    await tx.execute(sql`lock table ${loanProducts} in exclusive mode`);
    const asked = await getProduct(tx, productId);
    if (!asked) throw new Error(`product ${productId} missing`);
    const rows = (await tx.select().from(loanProducts).where(eq(loanProducts.code, asked.code))).map((r) => ({ row: r, product: toProduct(r) }));
    const from = startOfLusakaDay(effectiveFrom);
    const same = rows.find((r) => r.product.effectiveFrom === from.toISOString() && samePrices(r.product, prices));
    const before = currentVersionOf(rows.map((r) => r.product), asked.code, at);
    if (same) return { before, after: same.product };
    const latest = rows.reduce((a, b) => (b.row.version > a.row.version ? b : a));
    const [{ maxId }] = (await tx.select({ maxId: sql<number>`coalesce(max(${loanProducts.id}), 0)` }).from(loanProducts)) as [{ maxId: number }];
    const [row] = await tx
      .insert(loanProducts)
      .values({
        ...latest.row,
        ...prices,
        id: Number(maxId) + 1,
        version: latest.row.version + 1,
        effectiveFrom: from,
      })
      .returning();
    return { before, after: toProduct(row!) };
  },
};
export type ProductCatalogue = typeof productCatalogue;
