import { sql } from 'drizzle-orm';

import { borrowerHolds } from './schema';

// What other rooms read of the borrowers desk's holds, inside their own one-statement reads.

/** Holds as another room's statement joins them (`left join ${borrowerHoldRows} h on h.user_id = u.id`): the borrower, blocked or not. */
export const borrowerHoldRows = sql`(select user_id, blocked from ${borrowerHolds})`;
