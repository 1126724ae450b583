import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { createTestApp, loggedTestDb, testClock, testDb } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { booksVersionOf } from '../borrower-books/test-support';
import { runOverdueJob } from './jobs';

// The overdue job at scale (lending/jobs.ts): it reads only the late bills with something to do, and works them a
// batch at a time, each batch in a transaction of its own. Loans of product 1: K1,000 for 7 days, due on the 8th,
// 1% of the outstanding principal a day late.
const clock = testClock(Date.parse('2026-07-01T08:00:00Z'));
let app: App;
let db: Db;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
  db = await testDb();
});

interface PlanRow {
  id: number | string;
  status: string;
  penalty_through: string | null;
  penalty_due: number | string;
  version: string;
}
const plansOf = (ids: number[]) =>
  selectRows<PlanRow>(db, sql`select id, status, penalty_through, penalty_due::bigint as penalty_due, xmin::text as version from loan_plans where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id`);
const penaltyEntries = async (ids: number[]) =>
  Number(
    (
      await selectRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from ledger_entries where ${sql.join(
          ids.map((id) => sql`ref like ${`penalty:plan:${id}:%`}`),
          sql` or `,
        )}`,
      )
    )[0]?.n ?? 0,
  );

async function lateLoans(count: number, start: string): Promise<number[]> {
  clock.set(Date.parse(start));
  const planIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await borrow(app, await borrower(app), 1000, 7);
    planIds.push(order.plans[0]!.planId);
  }
  return planIds;
}

describe('the overdue job, batch by batch (lending/jobs.ts)', () => {
  it('charges every late bill in batches of two, and a later run of the day reads and writes none of them', async () => {
    const ids = await lateLoans(5, '2026-07-01T08:00:00Z');
    clock.set(Date.parse('2026-07-10T08:00:00Z')); // due on the 8th: late on the 9th and the 10th
    expect((await runOverdueJob(db, clock.now, 2)).ran).toBe(true);
    const charged = await plansOf(ids);
    expect(charged.map((p) => [p.status, p.penalty_through, Number(p.penalty_due)])).toEqual(ids.map(() => ['OVERDUE', '2026-07-10', 2 * 1000]));
    expect(await penaltyEntries(ids)).toBe(10);

    // An hour later (the job runs hourly): none of the bills is written again, not even its row version.
    clock.advance(3_600_000);
    expect((await runOverdueJob(db, clock.now, 2)).ran).toBe(true);
    expect(await plansOf(ids)).toEqual(charged);
    expect(await penaltyEntries(ids)).toBe(10);

    // The next day: one more day's penalty each, once.
    clock.set(Date.parse('2026-07-11T08:00:00Z'));
    await runOverdueJob(db, clock.now, 2);
    await runOverdueJob(db, clock.now, 2);
    expect((await plansOf(ids)).map((p) => [p.penalty_through, Number(p.penalty_due)])).toEqual(ids.map(() => ['2026-07-11', 3 * 1000]));
    expect(await penaltyEntries(ids)).toBe(15);
  });

  it('leaves a bill whose penalty is at its cap unwritten from the day after (30% of K1,000: 30 days at 1%)', async () => {
    const [capped, fresh] = await lateLoans(2, '2026-09-01T08:00:00Z');
    // Due on 8 September; the second bill's due date moved on so that it is 5 days late when the first is 40.
    await db.execute(sql`update loan_plans set due_date = '2026-10-13' where id = ${fresh!}`);
    clock.set(Date.parse('2026-10-18T08:00:00Z'));
    await runOverdueJob(db, clock.now);
    const first = await plansOf([capped!, fresh!]);
    expect(first.map((p) => [p.status, p.penalty_through, Number(p.penalty_due)])).toEqual([
      ['OVERDUE', '2026-10-18', 30 * 1000],
      ['OVERDUE', '2026-10-18', 5 * 1000],
    ]);
    expect(await penaltyEntries([capped!])).toBe(30);
    const [owner] = await selectRows<{ user_id: number | string }>(db, sql`select user_id from loan_plans where id = ${capped!}`);
    const booksBefore = await booksVersionOf(db, Number(owner!.user_id));
    expect(booksBefore).not.toBeNull();

    // The next day: the capped bill has nothing to charge and is not written (its row version, penalty_through and
    // its borrower's books version unchanged); the other is charged its sixth day.
    clock.set(Date.parse('2026-10-19T08:00:00Z'));
    expect((await runOverdueJob(db, clock.now)).ran).toBe(true);
    const next = await plansOf([capped!, fresh!]);
    expect(next[0]).toEqual(first[0]);
    expect([next[1]!.penalty_through, Number(next[1]!.penalty_due)]).toEqual(['2026-10-19', 6 * 1000]);
    expect(await penaltyEntries([capped!])).toBe(30);
    expect(await booksVersionOf(db, Number(owner!.user_id))).toBe(booksBefore);
  });

  const onPostgres = inject('testDatabaseUrl') !== '';
  it.skipIf(!onPostgres)(
    `commits each batch before the next: a repayment holding one late bill holds back only that bill's batch${onPostgres ? '' : ' (skipped on PGlite: one session, no second transaction to hold a bill)'}`,
    async () => {
      const ids = await lateLoans(4, '2026-08-01T08:00:00Z');
      clock.set(Date.parse('2026-08-10T08:00:00Z'));
      const last = ids[ids.length - 1]!;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      // As a repayment does: the bill locked in a transaction of its own, until it ends (on connections of its own: the
      // file's pool has two, which the job and the test's reads use).
      const elsewhere = await loggedTestDb({ logQuery: () => undefined });
      const repayment = elsewhere.transaction(async (tx) => {
        await tx.execute(sql`select id from loan_plans where id = ${last} for update`);
        held();
        await released;
      });
      await holding;
      const job = runOverdueJob(db, clock.now, 2);
      try {
        // The first batch (the first two bills) is committed while the job waits for the held bill's batch.
        await expect.poll(async () => (await plansOf(ids.slice(0, 2))).map((p) => p.penalty_through), { timeout: 10_000 }).toEqual(['2026-08-10', '2026-08-10']);
        expect((await plansOf([last]))[0]!.penalty_through).toBeNull();
      } finally {
        release();
      }
      await repayment;
      expect((await job).ran).toBe(true);
      expect((await plansOf(ids)).map((p) => p.penalty_through)).toEqual(ids.map(() => '2026-08-10'));
    },
  );
});
