import { asc, eq, sql } from 'drizzle-orm';

import type {
  CouponPackPayload,
  CouponPackText,
  StaffCoupon,
  StaffCouponPack,
  StaffWheel,
  StaffWheelPrize,
  WheelPrizeLook,
  WheelPrizePayload,
} from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { couponKinds, couponNamesOf, couponRows } from '../coupon/plugin';
import { couponPacks, type CouponPackRow, wheelDays, wheelPrizes, wheelSettings } from './schema';
import { dailyBudget } from './wheel.repo';

/** 00:00 and 23:59:59.999 in Lusaka (UTC+2 all year) of a YYYY-MM-DD date. */
const startOf = (date: string) => new Date(`${date}T00:00:00+02:00`);
const endOf = (date: string) => new Date(`${date}T23:59:59.999+02:00`);

const packView = (p: CouponPackRow, names: Map<number, string>, at: Date): StaffCouponPack => ({
  id: p.id, code: p.code, name: p.name, description: p.description,
  items: p.items.map((i) => ({ couponId: i.couponId, count: i.count, couponName: names.get(i.couponId) ?? 'Coupon' })),
  validFrom: lusakaDate(p.validFrom), validUntil: lusakaDate(p.validUntil), maxClaims: p.maxClaims, claims: p.claims, listed: p.listed,
  live: p.validFrom <= at && at <= p.validUntil && (p.maxClaims === null || p.claims < p.maxClaims),
});

/** A wheel with this prize changed still has a slot that gives nothing and can come out (the draw needs one). */
export const keepsFreeSlot = (prizes: Array<{ id: number; couponId: number | null; weight: number; enabled: boolean }>, change: WheelPrizePayload) =>
  prizes.map((p) => (p.id === change.prizeId ? { ...p, ...change, id: p.id } : p)).some((p) => p.enabled && p.weight > 0 && p.couponId === null);

/**
 * Activities' door for the catalogue desk's offers (`app.offers`): the coupons and their values, coupon packs, the
 * wheel's prizes and daily budget. Reads and writes run in the caller's transaction (the desk audits in the same one);
 * the writes of money (a pack's terms, a prize, the budget) are the effects of approvals and are idempotent.
 */
export const offersDesk = (now: () => number) => ({
  async coupons(db: Db | Tx): Promise<StaffCoupon[]> {
    return couponKinds(db).then((rows) => rows.map(({ grantOnRegistration: _, ...c }) => c));
  },

  /** The ids among `ids` that are no coupon. */
  async unknownCoupons(db: Db | Tx, ids: number[]): Promise<number[]> {
    const known = await couponNamesOf(db, ids);
    return ids.filter((id) => !known.has(id));
  },

  async packs(db: Db | Tx): Promise<StaffCouponPack[]> {
    const rows = await db.select().from(couponPacks).orderBy(asc(couponPacks.id));
    const names = await couponNamesOf(db, [...new Set(rows.flatMap((p) => p.items.map((i) => i.couponId)))]);
    return rows.map((p) => packView(p, names, new Date(now())));
  },

  async pack(db: Db | Tx, where: { id: number } | { code: string }): Promise<StaffCouponPack | null> {
    const cond = 'id' in where ? eq(couponPacks.id, where.id) : eq(sql`upper(${couponPacks.code})`, where.code.toUpperCase());
    const [row] = await db.select().from(couponPacks).where(cond);
    if (!row) return null;
    return packView(row, await couponNamesOf(db, row.items.map((i) => i.couponId)), new Date(now()));
  },

  /** Changes a pack's words (no money); before and after, both null when the pack is unknown. */
  async savePackText(tx: Tx, id: number, text: CouponPackText): Promise<{ before: StaffCouponPack | null; after: StaffCouponPack | null }> {
    const [old] = await tx.select({ id: couponPacks.id }).from(couponPacks).where(eq(couponPacks.id, id)).for('update');
    if (!old) return { before: null, after: null };
    const before = await this.pack(tx, { id });
    await tx.update(couponPacks).set(text).where(eq(couponPacks.id, id));
    return { before, after: await this.pack(tx, { id }) };
  },

  /**
   * The `coupon.pack` effect: adds the pack (`packId` null; the code is the key, so a second run finds the one the
   * first added) or sets a pack's terms (the same values twice change nothing). Claims made so far stay.
   */
  async applyPack(tx: Tx, payload: CouponPackPayload): Promise<{ before: StaffCouponPack | null; after: StaffCouponPack }> {
    const { packId, ...terms } = payload;
    const values = { ...terms, validFrom: startOf(terms.validFrom), validUntil: endOf(terms.validUntil) };
    await tx.execute(sql`lock table ${couponPacks} in exclusive mode`);
    if (packId === null) {
      const existing = await this.pack(tx, { code: terms.code });
      if (existing) return { before: null, after: existing };
      const [max] = await tx.select({ max: sql<number>`coalesce(max(${couponPacks.id}), 0)` }).from(couponPacks);
      const [row] = await tx.insert(couponPacks).values({ id: Number(max!.max) + 1, ...values }).returning({ id: couponPacks.id });
      return { before: null, after: (await this.pack(tx, { id: row!.id }))! };
    }
    const before = await this.pack(tx, { id: packId });
    await tx.update(couponPacks).set(values).where(eq(couponPacks.id, packId));
    return { before, after: (await this.pack(tx, { id: packId }))! };
  },

  async wheel(db: Db | Tx): Promise<StaffWheel> {
    const day = lusakaDate(new Date(now()));
    const budget = await dailyBudget(db);
    const [today] = await db.select().from(wheelDays).where(eq(wheelDays.day, day));
    const rows = await db
      .select({ p: wheelPrizes, couponName: sql<string | null>`c.name` })
      .from(wheelPrizes)
      .leftJoin(sql`${couponRows} c`, sql`c.id = ${wheelPrizes.couponId}`)
      .orderBy(asc(wheelPrizes.position), asc(wheelPrizes.id));
    return {
      dailyBudget: budget,
      today: { day, budget: today?.budget ?? budget, spent: today?.spent ?? 0 },
      prizes: rows.map(({ p, couponName }): StaffWheelPrize => ({
        id: p.id, position: p.position, label: p.label, color: p.color, couponId: p.couponId, couponName, weight: p.weight, cost: p.cost, enabled: p.enabled,
      })),
    };
  },

  async prize(db: Db | Tx, id: number): Promise<StaffWheelPrize | null> {
    return (await this.wheel(db)).prizes.find((p) => p.id === id) ?? null;
  },

  /** Changes a slot's words and colour (no money); before and after, both null when the slot is unknown. */
  async savePrizeLook(tx: Tx, id: number, look: WheelPrizeLook): Promise<{ before: StaffWheelPrize | null; after: StaffWheelPrize | null }> {
    const before = await this.prize(tx, id);
    if (!before) return { before: null, after: null };
    await tx.update(wheelPrizes).set(look).where(eq(wheelPrizes.id, id));
    return { before, after: await this.prize(tx, id) };
  },

  /** The `wheel.prize` effect: what the slot gives, its weight and cost, on or off (the same values twice: no change). */
  async applyPrize(tx: Tx, payload: WheelPrizePayload): Promise<{ before: StaffWheelPrize | null; after: StaffWheelPrize }> {
    const { prizeId, ...values } = payload;
    await tx.execute(sql`lock table ${wheelPrizes} in exclusive mode`);
    const before = await this.prize(tx, prizeId);
    await tx.update(wheelPrizes).set(values).where(eq(wheelPrizes.id, prizeId));
    return { before, after: (await this.prize(tx, prizeId))! };
  },

  /**
   * The `wheel.budget` effect: the budget every Lusaka day starts with, from today. Today's row takes it too, never
   * below what today already gave away (so a lower budget stops today's paid prizes at once).
   */
  async setBudget(tx: Tx, budget: number): Promise<{ before: StaffWheel['today'] & { dailyBudget: number }; after: StaffWheel['today'] & { dailyBudget: number } }> {
    const at = new Date(now());
    const read = async () => {
      const w = await this.wheel(tx);
      return { dailyBudget: w.dailyBudget, ...w.today };
    };
    const before = await read();
    await tx.insert(wheelSettings).values({ id: 1, dailyBudget: budget, updatedAt: at }).onConflictDoUpdate({ target: wheelSettings.id, set: { dailyBudget: budget, updatedAt: at } });
    await tx
      .update(wheelDays)
      .set({ budget: sql`greatest(${budget}::bigint, ${wheelDays.spent})` })
      .where(eq(wheelDays.day, lusakaDate(at)));
    return { before, after: await read() };
  },
});
export type OffersDesk = ReturnType<typeof offersDesk>;
