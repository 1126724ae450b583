import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { creditDecisions } from './schema';

// What other rooms' tests read of the credit policy's tables, so that no test outside it names them.

/** Every recorded decision of the borrower `userId`. */
export const recordedDecisionsOf = (db: Db, userId: number) => db.select().from(creditDecisions).where(eq(creditDecisions.userId, userId));
