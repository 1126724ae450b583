import { eq, sql } from 'drizzle-orm';

import type { StaffVipCard, VipCardInput, VipPricePayload } from '@pocket/contracts/api/staff';
import { VIP_BENEFITS } from '@pocket/contracts/api/vip';

import type { Db, Tx } from '../../db/client';
import { allCards, allPrices } from './repo';
import { type VipCardPriceRow, vipCardPrices, type VipCardRow, vipCards } from './schema';

/** 00:00 in Lusaka (UTC+2 all year) of a YYYY-MM-DD date. */
const startOfLusakaDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 2 * 60 * 60 * 1000);

/** A card as the desk shows it: its versions newest first, each current, scheduled or past at `now`. */
function viewOf(card: VipCardRow, prices: VipCardPriceRow[], now: Date): StaffVipCard {
  const later = prices.filter((p) => p.cardId === card.id);
  const versions = [
    { id: null, price: card.price, days: card.days, effectiveFrom: null as Date | null },
    ...later.map((p) => ({ id: p.id, price: p.price, days: p.days, effectiveFrom: p.effectiveFrom as Date | null })),
  ];
  const current = versions.filter((v) => v.effectiveFrom === null || v.effectiveFrom <= now).at(-1)!;
  return {
    id: card.id,
    name: card.name,
    benefits: card.benefits ?? [...VIP_BENEFITS],
    active: card.active,
    price: current.price,
    days: current.days,
    versions: versions
      .map((v) => ({
        id: v.id, price: v.price, days: v.days, effectiveFrom: v.effectiveFrom?.toISOString() ?? null,
        state: v === current ? ('current' as const) : v.effectiveFrom && v.effectiveFrom > now ? ('scheduled' as const) : ('past' as const),
      }))
      .reverse(),
  };
}

/**
 * VIP's door for the catalogue desk (`app.vip.desk`): the cards with their price versions, a card's words and switch,
 * and a card's next price (the `vip.price` effect), each in the caller's transaction (the desk audits in the same one).
 */
export const vipDesk = (now: () => number) => ({
  async cards(db: Db | Tx): Promise<StaffVipCard[]> {
    const prices = await allPrices(db);
    return (await allCards(db)).map((c) => viewOf(c, prices, new Date(now())));
  },

  async card(db: Db | Tx, id: number): Promise<StaffVipCard | null> {
    return (await this.cards(db)).find((c) => c.id === id) ?? null;
  },

  /** Changes a card's name, benefits and switch; answers before and after (both null when the card is unknown). */
  async saveCard(tx: Tx, id: number, input: VipCardInput): Promise<{ before: StaffVipCard | null; after: StaffVipCard | null }> {
    const [old] = await tx.select({ id: vipCards.id }).from(vipCards).where(eq(vipCards.id, id)).for('update');
    if (!old) return { before: null, after: null };
    const before = await this.card(tx, id);
    await tx.update(vipCards).set({ name: input.name, benefits: input.benefits, active: input.active }).where(eq(vipCards.id, id));
    return { before, after: await this.card(tx, id) };
  },

  /**
   * Adds the card's price from a date (one row per approval: run twice, one row). Purchases from 00:00 Lusaka of that
   * date pay it; a purchase already made keeps its amount and days.
   */
  async addPrice(tx: Tx, payload: VipPricePayload, approvalId: number): Promise<{ before: StaffVipCard | null; after: StaffVipCard; added: StaffVipCard['versions'][number] }> {
    await tx.execute(sql`select 1 from ${vipCards} where ${vipCards.id} = ${payload.cardId} for update`);
    const before = await this.card(tx, payload.cardId);
    await tx
      .insert(vipCardPrices)
      .values({ cardId: payload.cardId, price: payload.price, days: payload.days, effectiveFrom: startOfLusakaDay(payload.effectiveFrom), approvalId })
      .onConflictDoNothing();
    const [row] = await tx.select({ id: vipCardPrices.id }).from(vipCardPrices).where(eq(vipCardPrices.approvalId, approvalId));
    const after = (await this.card(tx, payload.cardId))!;
    return { before, after, added: after.versions.find((v) => v.id === row!.id)! };
  },
});
export type VipDesk = ReturnType<typeof vipDesk>;
