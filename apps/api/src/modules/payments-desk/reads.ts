import { sql } from 'drizzle-orm';

import { paymentResolutions } from './schema';

// What other rooms read of the payments desk's resolutions, inside their own one-statement reads.

/** Resolutions as another room's statement joins them (`from ${paymentResolutionRows} r`): the payment, when flagged. */
export const paymentResolutionRows = sql`(select id, payment_id, flagged_at from ${paymentResolutions})`;
