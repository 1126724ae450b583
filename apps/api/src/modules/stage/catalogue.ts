import { asc, eq } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { stagePhones, type StagePhoneRow, stageShops, type StageShopRow } from './schema';

/** What the desk may change of a shop. */
export interface ShopFields {
  name: string;
  city: string;
  address: string;
  active: boolean;
}

/** What the desk may change of a phone without a second person: not its price or deposit share (`PhonePrice`). */
export interface PhoneFields {
  brand: string;
  name: string;
  image: string;
  shopId: number;
  active: boolean;
}

/** The money of a phone: changed only by an approved `phone.price` request; an order keeps the price it was made at. */
export interface PhonePrice {
  price: number;
  depositBp: number;
  stages: number;
  stageDays: number;
}

/**
 * The phones-and-shops catalogue as the shops desk manages it (the stage module's door, docs/shops.md). Each write
 * answers the row before and after for the audit; a missing row answers null.
 */
export const stageCatalogue = {
  shops: (tx: Tx): Promise<StageShopRow[]> => tx.select().from(stageShops).orderBy(asc(stageShops.id)),
  phones: (tx: Tx): Promise<StagePhoneRow[]> => tx.select().from(stagePhones).orderBy(asc(stagePhones.id)),
  async shop(tx: Tx, id: number): Promise<StageShopRow | null> {
    const [row] = await tx.select().from(stageShops).where(eq(stageShops.id, id));
    return row ?? null;
  },
  async phone(tx: Tx, id: number): Promise<StagePhoneRow | null> {
    const [row] = await tx.select().from(stagePhones).where(eq(stagePhones.id, id));
    return row ?? null;
  },
  async addShop(tx: Tx, fields: ShopFields): Promise<StageShopRow> {
    const [row] = await tx.insert(stageShops).values(fields).returning();
    return row!;
  },
  async saveShop(tx: Tx, id: number, fields: ShopFields): Promise<{ before: StageShopRow; after: StageShopRow } | null> {
    const [before] = await tx.select().from(stageShops).where(eq(stageShops.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(stageShops).set(fields).where(eq(stageShops.id, id)).returning();
    return { before, after: after! };
  },
  async addPhone(tx: Tx, fields: PhoneFields & PhonePrice): Promise<StagePhoneRow> {
    const [row] = await tx.insert(stagePhones).values(fields).returning();
    return row!;
  },
  async savePhone(tx: Tx, id: number, fields: PhoneFields | PhonePrice): Promise<{ before: StagePhoneRow; after: StagePhoneRow } | null> {
    const [before] = await tx.select().from(stagePhones).where(eq(stagePhones.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(stagePhones).set(fields).where(eq(stagePhones.id, id)).returning();
    return { before, after: after! };
  },
};

export type StageCatalogue = typeof stageCatalogue;
export type { StagePhoneRow, StageShopRow };
