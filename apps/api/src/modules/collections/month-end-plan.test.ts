import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import { selectRows } from '../../db/rows';
import { monthEndFrom } from './month-ends';

/**
 * A month end's buckets are written without a join (docs/collections.md, "Month-end buckets"). The statement once
 * joined the month end before (every case open then) with the month's moves (not exists); when the statistics of a
 * new month's `day` were missing, PostgreSQL planned that join as a nested loop over the moves for each case, and on
 * 1 January at a million borrowers it ran for more than four minutes, where 4.3 s was the write with fresh
 * statistics (docs/performance.md). One sort of both, each case's last word kept, cannot go quadratic whatever the
 * statistics say.
 */
describe('the month end’s write (issue 46)', () => {
  it('reads the month end before and the month’s moves once each, with no join between them', async () => {
    const db = await testDb();
    const [write] = monthEndFrom('2026-11-30', '2026-12-31');
    const plan = await db.transaction(async (tx) => {
      const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${write!}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/collection_case_moves/);
    expect(plan).toMatch(/collection_month_end_cases/);
    expect(plan).not.toMatch(/Join|Nested Loop|SubPlan/);
  });
});
