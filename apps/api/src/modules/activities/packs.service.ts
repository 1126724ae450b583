import { and, asc, eq, sql } from 'drizzle-orm';

import { ACTIVITY_MESSAGES } from '@pocket/contracts/api/activities';
import type { CouponPack } from '@pocket/contracts/api/activities';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { AppError, conflict, notFound } from '../../plugins/errors';
import { couponNamesOf, grantCoupon } from '../coupon/plugin';
import { couponPacks, type CouponPackRow, packClaims } from './schema';

/** 410 Gone: the pack's window is over or every pack was claimed. */
const gone = (msg: string) => new AppError(410, msg);

async function couponNames(tx: Tx, packs: CouponPackRow[]): Promise<Map<number, string>> {
  return couponNamesOf(tx, [...new Set(packs.flatMap((p) => p.items.map((i) => i.couponId)))]);
}

/** GET /activity/coupon-packs' read: listed packs by id, the names of their coupons, the packs this user claimed. */
export interface PacksRead {
  packs: CouponPackRow[];
  names: Map<number, string>;
  claimed: number[];
}

const namesOf = (pack: CouponPackRow, names: Map<number, string>) =>
  pack.items.flatMap((i) => Array.from({ length: i.count }, () => names.get(i.couponId) ?? 'Coupon'));

/** Coupon packs: server-configured with a validity window, each claimable once per user. */
export class PackService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Listed packs whose window is open now (claimed: by this user). */
  async onOffer(userId: number | null): Promise<CouponPack[]> {
    const packs = this.#open(await this.db.select().from(couponPacks).where(eq(couponPacks.listed, true)).orderBy(asc(couponPacks.id)));
    const names = await couponNames(this.db, packs);
    const mine = userId === null ? [] : await this.db.select({ packId: packClaims.packId }).from(packClaims).where(eq(packClaims.userId, userId));
    return this.offerFrom({ packs, names, claimed: mine.map((m) => m.packId) });
  }

  /** The same from what the one-statement read (`readPacksBySession`) gave: the listed packs by id, coupon names, claims. */
  offerFrom(read: PacksRead): CouponPack[] {
    const claimed = new Set(read.claimed);
    return this.#open(read.packs).map((p) => ({
      id: p.id, code: p.code, name: p.name, description: p.description, coupons: namesOf(p, read.names),
      validFrom: lusakaDate(p.validFrom), validUntil: lusakaDate(p.validUntil), claimed: claimed.has(p.id), exhausted: p.maxClaims !== null && p.claims >= p.maxClaims,
    }));
  }

  /** The packs whose window is open now. */
  #open(packs: CouponPackRow[]): CouponPackRow[] {
    const now = new Date(this.now());
    return packs.filter((p) => p.validFrom <= now && now <= p.validUntil);
  }

  /**
   * Claims a pack by code: the pack row is locked, so claims of one pack are serialised and never pass maxClaims; the
   * unique (pack, user) index makes a second claim of the same user impossible even without the lock.
   */
  async claim(userId: number, code: string) {
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const [pack] = await tx.select().from(couponPacks).where(eq(sql`upper(${couponPacks.code})`, code.toUpperCase())).for('update');
      if (!pack) throw notFound(ACTIVITY_MESSAGES.unknownCode);
      if (now < pack.validFrom) throw gone(ACTIVITY_MESSAGES.notStarted);
      if (now > pack.validUntil) throw gone(ACTIVITY_MESSAGES.expired);
      const [already] = await tx.select({ id: packClaims.id }).from(packClaims).where(and(eq(packClaims.packId, pack.id), eq(packClaims.userId, userId)));
      if (already) throw conflict(ACTIVITY_MESSAGES.alreadyClaimed);
      if (pack.maxClaims !== null && pack.claims >= pack.maxClaims) throw gone(ACTIVITY_MESSAGES.exhausted);
      const [claim] = await tx.insert(packClaims).values({ packId: pack.id, userId }).onConflictDoNothing().returning({ id: packClaims.id });
      if (!claim) throw conflict(ACTIVITY_MESSAGES.alreadyClaimed);
      await tx.update(couponPacks).set({ claims: sql`${couponPacks.claims} + 1` }).where(eq(couponPacks.id, pack.id));
      for (const item of pack.items) for (let i = 0; i < item.count; i++) await grantCoupon(tx, userId, item.couponId, now, `pack:${pack.code}`);
      return { packId: pack.id, name: pack.name, coupons: namesOf(pack, await couponNames(tx, [pack])) };
    });
  }
}
