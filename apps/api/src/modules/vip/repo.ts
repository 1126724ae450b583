import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';

import { lusakaDate } from '@pocket/contracts/lusaka-date';

import type { Db, Tx } from '../../db/client';
import { jsonRowDecoder } from '../../db/json-rows';
import { sessionStatement } from '../auth/plugin';
import { isActive } from './domain';
import { type VipCardPriceRow, vipCardPrices, type VipCardRow, vipCards, type VipMembershipRow, vipMemberships, type VipPurchaseRow, vipPurchases } from './schema';

const K = 100;

/** Seeded cards of docs/product.md#vip-membership (inserted once; live values are edited in the database). */
export const DEFAULT_VIP_CARDS = [
  { id: 1, name: 'VIP Monthly', price: 49 * K, days: 30, sort: 1 },
  { id: 2, name: 'VIP Quarterly', price: 129 * K, days: 90, sort: 2 },
];

/** Sandbox only: a card the desk can switch on and price for a try (off until then, so the app does not offer it). */
export const SANDBOX_VIP_CARD = { id: 3, name: 'VIP Weekly', price: 15 * K, days: 7, sort: 3, active: false };

export async function seedVipCards(db: Db, sandbox: boolean): Promise<void> {
  for (const c of DEFAULT_VIP_CARDS) await db.insert(vipCards).values(c).onConflictDoNothing();
  if (sandbox) await db.insert(vipCards).values(SANDBOX_VIP_CARD).onConflictDoNothing();
}

/** Every card (offered or not), each as it was seeded or last edited (its first price). */
export const allCards = (tx: Tx): Promise<VipCardRow[]> => tx.select().from(vipCards).orderBy(vipCards.sort, vipCards.id);

/** Every later price of the cards, oldest first. */
export const allPrices = (tx: Tx): Promise<VipCardPriceRow[]> => tx.select().from(vipCardPrices).orderBy(asc(vipCardPrices.effectiveFrom), asc(vipCardPrices.id));

/** The card with the price and days in force at `now`: the latest version from on or before `now`, else the first. */
function atNow(card: VipCardRow, prices: VipCardPriceRow[]): VipCardRow {
  const current = prices.filter((p) => p.cardId === card.id).at(-1);
  return current ? { ...card, price: current.price, days: current.days } : card;
}

/** The cards the app offers (active), each at the price and days in force at `now`. */
export async function listCards(tx: Tx, now: Date): Promise<VipCardRow[]> {
  const prices = await tx.select().from(vipCardPrices).where(lte(vipCardPrices.effectiveFrom, now)).orderBy(asc(vipCardPrices.effectiveFrom), asc(vipCardPrices.id));
  return (await allCards(tx)).filter((c) => c.active).map((c) => atNow(c, prices));
}

/** An offered card at its price in force at `now`; null when unknown or no longer offered. */
export async function findCard(tx: Tx, id: number, now: Date): Promise<VipCardRow | null> {
  const [row] = await tx.select().from(vipCards).where(eq(vipCards.id, id));
  if (!row?.active) return null;
  const prices = await tx
    .select()
    .from(vipCardPrices)
    .where(and(eq(vipCardPrices.cardId, id), lte(vipCardPrices.effectiveFrom, now)))
    .orderBy(asc(vipCardPrices.effectiveFrom), asc(vipCardPrices.id));
  return atNow(row, prices);
}

/** A membership read as JSON (`membershipOfUser`) turned into its row. */
export const membershipFromJson = jsonRowDecoder(vipMemberships);

/** The membership of one user (`user`: their id) as JSON, for a column of another room's one-statement read. */
export const membershipOfUser = (user: SQL) => sql<Record<string, unknown> | null>`(select row_to_json(m) from ${vipMemberships} m where m.user_id = ${user})`;

/** getUserInfo's `extra.vip`: the membership read in getUserInfo's statement (a column on its `users` row). */
export const userInfoVip = {
  column: (user: SQL) => membershipOfUser(user),
  fields: (value: unknown, now: Date) => {
    const m = value ? membershipFromJson(value as Record<string, unknown>) : null;
    return { vip: { active: isActive(m, now), activeUntil: m ? lusakaDate(m.activeUntil) : null } };
  },
};

export async function membershipOf(tx: Tx, userId: number, lock = false): Promise<VipMembershipRow | null> {
  const q = tx.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Whether the user's VIP benefits apply at `now` (read by lending for the limit, the fee and priority review). */
export async function vipActive(tx: Tx, userId: number, now: Date): Promise<boolean> {
  return isActive(await membershipOf(tx, userId), now);
}

export async function pendingPurchase(tx: Tx, userId: number): Promise<VipPurchaseRow | null> {
  const [row] = await tx.select().from(vipPurchases).where(and(eq(vipPurchases.userId, userId), eq(vipPurchases.status, 'PENDING')));
  return row ?? null;
}

export async function lastPurchase(tx: Tx, userId: number): Promise<VipPurchaseRow | null> {
  const [row] = await tx.select().from(vipPurchases).where(eq(vipPurchases.userId, userId)).orderBy(desc(vipPurchases.id)).limit(1);
  return row ?? null;
}

export async function lockPurchase(tx: Tx, id: number): Promise<VipPurchaseRow | null> {
  const [row] = await tx.select().from(vipPurchases).where(eq(vipPurchases.id, id)).for('update');
  return row ?? null;
}

/**
 * getVipCardInfo's read in one statement (issue 34: 5): the active session and, for its user, the cards, the
 * membership, the purchase in flight and the last purchase, as JSON. Prepared; outside any transaction.
 */
const infoBySession = sessionStatement('vip_info_by_session', (user) => ({
  // The offered cards, each at the price and days in force now (its latest vip_card_prices row from before now).
  cards: sql<Array<Record<string, unknown>> | null>`(select json_agg(c order by c.sort, c.id) from (
      select v.id, v.name, coalesce(p.price, v.price) as price, coalesce(p.days, v.days) as days, v.sort, v.benefits, v.active
      from ${vipCards} v left join lateral (
        select x.price, x.days from ${vipCardPrices} x where x.card_id = v.id and x.effective_from <= ${sql.placeholder('now')}
        order by x.effective_from desc, x.id desc limit 1) p on true
      where v.active) c)`,
  membership: sql<Record<string, unknown> | null>`(select row_to_json(m) from ${vipMemberships} m where m.user_id = ${user})`,
  pending: sql<Record<string, unknown> | null>`(select row_to_json(p) from ${vipPurchases} p where p.user_id = ${user} and p.status = 'PENDING' limit 1)`,
  last: sql<Record<string, unknown> | null>`(select row_to_json(p) from ${vipPurchases} p where p.user_id = ${user} order by p.id desc limit 1)`,
}));
const cardFromJson = jsonRowDecoder(vipCards);
const purchaseFromJson = jsonRowDecoder(vipPurchases);

export type VipInfoRead = NonNullable<Awaited<ReturnType<typeof readVipInfoBySession>>>['data'];

/** Null when the session is not active. */
export async function readVipInfoBySession(db: Db, session: { tokenHash: string; now: string }) {
  const [row] = await infoBySession(db).execute(session);
  if (!row) return null;
  return {
    userId: row.userId,
    data: {
      cards: (row.cards ?? []).map(cardFromJson),
      membership: row.membership ? membershipFromJson(row.membership) : null,
      pending: row.pending ? purchaseFromJson(row.pending) : null,
      last: row.last ? purchaseFromJson(row.last) : null,
    },
  };
}
