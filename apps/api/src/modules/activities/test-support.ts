import { count, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { couponPacks, wheelDays, wheelPrizes } from './schema';

// What other rooms' tests read and set of the activities' tables, so that no test outside activities names them.

/** How many coupon packs have the code `code`. */
export const couponPacksWithCode = async (db: Db, code: string): Promise<number> => Number((await db.select({ n: count() }).from(couponPacks).where(eq(couponPacks.code, code)))[0]!.n);

/** The wheel prize `prizeId`'s label and colour set back (a desk test leaving the seeded wheel as it found it). */
export async function setWheelPrizeLook(db: Db, prizeId: number, look: { label: string; color: string }): Promise<void> {
  await db.update(wheelPrizes).set(look).where(eq(wheelPrizes.id, prizeId));
}

/** The wheel's budget and what it gave away on the Lusaka day `day` (undefined: the wheel has not turned that day). */
export const wheelDayOf = async (db: Db, day: string) => (await db.select({ budget: wheelDays.budget, spent: wheelDays.spent }).from(wheelDays).where(eq(wheelDays.day, day)))[0];

// The wheel's draw and seeded prizes, and the services a signed read's statement count builds by hand.
export { drawPrize } from './domain/draw';
export { DEFAULT_DAILY_BUDGET, DEFAULT_PRIZES } from './seed';
export { PackService } from './packs.service';
export { WheelService } from './wheel.service';
