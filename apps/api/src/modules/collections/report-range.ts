import type { CollectionReportQuery } from '@pocket/contracts/api/staff';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';

/** A collections report's `?from&to`: the 90 days to today by default. */
export function rangeOf(q: CollectionReportQuery, now: number): { from: string; to: string } {
  const to = q.to ?? lusakaDate(now);
  return { from: q.from ?? addDays(to, -89), to };
}
