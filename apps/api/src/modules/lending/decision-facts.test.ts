import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { createTestApp, testDb } from '../../../test/harness';
import { borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { policyStamp } from '../credit-policy/plugin';
import { decisionFacts, decisionFactsQuery } from './decision-facts';

// The application's facts statement is a named statement on PostgreSQL: planned once per connection, not at every
// application (docs/performance.md, "Credit policy at scale").

let app: App;
let db: Db;

beforeAll(async () => {
  app = await createTestApp();
  db = await testDb();
});

const ask = { start: 50_000, windowHours: 24, stamp: policyStamp };

describe('the decision facts statement', () => {
  it('answers what the same statement answers unnamed (each driver), the limit row created once', async () => {
    const s = await borrower(app);
    const now = new Date();
    await db.transaction(async (tx) => {
      const facts = await decisionFacts(tx, s.userId, now, ask);
      const [unnamed] = await selectRows<Record<string, unknown>>(tx, decisionFactsQuery(s.userId, now, ask));
      expect(facts.limit).toEqual({ base: 50_000, raisedAt: null, raisedFrom: null, inserted: true });
      expect(unnamed!.limit_row).toMatchObject({ base_limit: 50_000, inserted: false });
      expect(facts.stamp).toBe(unnamed!.stamp);
      expect(facts.stamp).toMatch(/^\d+:live:0:[0-9a-f]{32}/);
      expect(facts.open).toEqual([]);
      expect(Number(unnamed!.on_time)).toBe(facts.onTime);
      expect(Number(unnamed!.devices)).toBe(facts.devices);
    });
  });

  const onPostgres = inject('testDatabaseUrl') !== '';
  it.skipIf(!onPostgres)(`is a named statement planned once per connection on PostgreSQL${onPostgres ? '' : ' (skipped on PGlite: one session, nothing to prepare per connection)'}`, async () => {
    const s = await borrower(app);
    const plans = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) await decisionFacts(tx, s.userId, new Date(), ask);
      return selectRows<{ custom: number; generic: number }>(tx, sql`select custom_plans::int as custom, generic_plans::int as generic from pg_prepared_statements where statement like 'with ins as (%'`);
    });
    // One statement with the stamp's text on this connection, executed at least the three times above.
    expect(plans).toHaveLength(1);
    expect(plans[0]!.custom + plans[0]!.generic).toBeGreaterThanOrEqual(3);
  });
});

