import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { testDb } from '../../../test/harness';
import { selectRows } from '../../db/rows';
import { queuePart, type QueueScope } from './repo';

/**
 * The queue reads in its indexes' order and stops at the page (docs/collections.md, "Cases"). With sorting off, a
 * statement whose order no index gives still sorts (at any cost); one an index gives reads that index. The order
 * once read `bucket_rank desc` (nulls first) against indexes made `desc nulls last`: every page of the lead's queue
 * sorted every open case (at a million borrowers, 1.2 s p95; docs/performance.md).
 */
async function planOf(scope: QueueScope, paused: boolean): Promise<string> {
  const db = await testDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${queuePart(tx, scope, '2026-11-27', paused, 51).getSQL()}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the collections queue reads in its indexes’ order (issue 46)', () => {
  // On a small table the planner may take any of the queue's indexes whose order fits (the agent's or every case's).
  // An agent's or the unassigned read only their part of an index led by the agent: every case's index in order
  // with a filter on the agent skips all the others' cases first (the unassigned come last in it: the lowest bucket).
  it.each([
    ['every case', {}, false, null],
    ['an agent’s', { agentId: 1 }, false, /Index Cond: \(agent_id = /],
    ['the unassigned', { unassigned: true }, false, /Index Cond: \(agent_id IS NULL\)/],
    ['an agent’s paused by a promise', { agentId: 1 }, true, /Index Cond: \(agent_id = /],
    ['the unassigned paused by a promise', { unassigned: true }, true, /Index Cond: \(agent_id IS NULL\)/],
  ] as const)('%s: no sort, a queue index read in order', async (_name, scope, paused, cond) => {
    const plan = await planOf(scope, paused);
    expect(plan).toMatch(/Index Scan using collection_cases_(queue|queue_all|promised)_idx on collection_cases/);
    if (cond) expect(plan).toMatch(cond);
    expect(plan).not.toMatch(/Sort/);
  });
});
