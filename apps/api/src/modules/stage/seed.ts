import type { Db } from '../../db/client';
import { stagePhones, stageShops } from './schema';

const K = 100;

/** Partner shops of the stage orders (seeded defaults; docs/product.md#stage-orders). */
export const DEFAULT_SHOPS = [
  { id: 1, name: 'Pocket Phones Cairo Road', city: 'Lusaka', address: 'Shop 12, Cairo Road, Lusaka' },
  { id: 2, name: 'Pocket Phones Kitwe Centre', city: 'Kitwe', address: 'Stand 4, Obote Avenue, Kitwe' },
  { id: 3, name: 'Pocket Phones Ndola', city: 'Ndola', address: 'Shop 7, Broadway, Ndola' },
];

/** The phone catalogue (seeded defaults; the database holds the live values). Images ship with the web build. */
export const DEFAULT_PHONES = [
  { id: 1, brand: 'itel', name: 'itel A18', image: '/phones/itel-a18.svg', price: 1_150 * K, depositBp: 6_000, stages: 3, stageDays: 14, shopId: 1 },
  { id: 2, brand: 'Tecno', name: 'Tecno Spark 20', image: '/phones/tecno-spark-20.svg', price: 2_899 * K, depositBp: 3_000, stages: 3, stageDays: 14, shopId: 1 },
  { id: 3, brand: 'Samsung', name: 'Samsung Galaxy A05', image: '/phones/samsung-galaxy-a05.svg', price: 2_450 * K, depositBp: 3_000, stages: 3, stageDays: 14, shopId: 2 },
  { id: 4, brand: 'Samsung', name: 'Samsung Galaxy A15', image: '/phones/samsung-galaxy-a15.svg', price: 3_799 * K, depositBp: 2_500, stages: 4, stageDays: 14, shopId: 3 },
];

/** Inserts the default shops and phones once; live values are edited in the database, never overwritten here. */
export async function seedStage(db: Db): Promise<void> {
  for (const s of DEFAULT_SHOPS) await db.insert(stageShops).values(s).onConflictDoNothing();
  for (const p of DEFAULT_PHONES) await db.insert(stagePhones).values(p).onConflictDoNothing();
}
