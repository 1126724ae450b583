import type { CatalogueProduct } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import type { ProductCatalogue, ProductVersionRow } from '../lending/plugin';

const stateOf = (v: ProductVersionRow, current: ProductVersionRow | undefined, nowIso: string) =>
  v.effectiveFrom > nowIso ? ('scheduled' as const) : v.id === current?.id ? ('current' as const) : ('past' as const);

/** Each product (by code) with its versions, newest first, each marked current, scheduled or past at `now`. */
export async function catalogueProducts(db: Db, products: ProductCatalogue, now: Date): Promise<CatalogueProduct[]> {
  const versions = await products.versions(db);
  const nowIso = now.toISOString();
  const codes = [...new Set(versions.map((v) => v.code))];
  return codes.map((code) => {
    const mine = versions.filter((v) => v.code === code).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || b.version - a.version);
    const current = mine.find((v) => v.effectiveFrom <= nowIso);
    const newest = mine[0]!;
    return {
      code,
      name: newest.name,
      active: newest.active,
      versions: mine.map((v) => ({
        id: v.id, version: v.version, effectiveFrom: v.effectiveFrom, state: stateOf(v, current, nowIso),
        minAmount: v.minAmount, maxAmount: v.maxAmount, step: v.step, terms: v.terms, stages: v.stages,
        serviceFeeBp: v.serviceFeeBp, serviceFeeMin: v.serviceFeeMin, penaltyDailyBp: v.penaltyDailyBp, penaltyCapBp: v.penaltyCapBp,
        extensionFeeBp: v.extensionFeeBp, maxExtensions: v.maxExtensions, loans: v.loans,
      })),
    };
  });
}
