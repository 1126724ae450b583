import { sql } from 'drizzle-orm';

import { portfolioCells } from './schema';

// What other rooms read of the reports' summaries, inside their own one-statement reads (docs/architecture.md#server-modules).

/**
 * The open-loan cells as another room's statement reads them (`from ${portfolioCellRows} c`): product, repaying or
 * not, channel, earliest open due date, loans and what is left of them (ngwee). A plain projection, pulled up into
 * the caller's statement.
 */
export const portfolioCellRows = sql`(select product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty from ${portfolioCells})`;
