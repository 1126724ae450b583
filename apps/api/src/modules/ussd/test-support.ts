import type { Tx } from '../../db/client';
import { ussdPins } from './schema';

// What other rooms' tests set up of the USSD menu's rows, so that no test outside ussd names its tables.

/** A borrower's USSD PIN as stored (its hash: a test of what an export must never hand out). */
export async function setUssdPinHash(db: Tx, userId: number, pinHash: string): Promise<void> {
  await db.insert(ussdPins).values({ userId, pinHash });
}
