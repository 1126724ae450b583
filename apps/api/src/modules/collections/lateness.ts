import { type BusinessDate, lusakaDate } from '@pocket/contracts/lusaka-date';

import { daysPastDue } from '../lending/plugin';
import type { CaseRow } from './schema';

/**
 * A case's days past due, from the due date the job last saw unpaid (`late_since`): counted to `today` while the case
 * is open, to the Lusaka day it closed once closed (what it was then). Kept as a date rather than a count so that the
 * daily job need not rewrite every open case as the days pass (docs/collections.md, "Cases").
 */
export function daysPastDueOf(c: Pick<CaseRow, 'status' | 'lateSince' | 'closedAt'>, today: BusinessDate): number {
  const asOf = c.status === 'OPEN' || c.closedAt === null ? today : lusakaDate(c.closedAt);
  return daysPastDue(c.lateSince, asOf);
}
