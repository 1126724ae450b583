import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, testClock, testDb, type TestSession } from '../../../test/harness';
import { borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { runOverdueJob } from '../lending/plugin';
import { staffRolesOf } from '../staff/test-support';
import { age, caseOf, lateCase, owedOf, queuePages, repay } from './test-support';

// 10:00 Lusaka: inside the contact hours.
const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});

describe('collections cases from days past due (issue 46)', () => {
  it('opens a case in the first bucket, moves it to 31-60 where a collections agent gets it, keeps the history, and paying closes it', async () => {
    const s = await borrower(app);
    const loan = await borrow(app, s, 1000, 7);
    await age(app, loan.orderId, 10); // due 3 days ago
    const first = (await caseOf(loan.orderId, 'OPEN', clock.now()))!;
    expect(first).toMatchObject({ bucket: '1-7', daysPastDue: 3, agentId: null });

    await age(app, loan.orderId, 32); // 35 days late
    const moved = (await caseOf(loan.orderId, 'OPEN', clock.now()))!;
    expect(moved).toMatchObject({ id: first.id, bucket: '31-60', daysPastDue: 35 });
    expect(moved.agentId).not.toBeNull();
    const agentRoles = await testDb().then((db) => staffRolesOf(db, moved.agentId!));
    expect(JSON.stringify(agentRoles)).toContain('collections');

    const agent = await signInSandbox(app, 'collections');
    const lead = await signInSandbox(app, 'admin');
    expect((await lead.call('POST', `/api/staff/collections/cases/${first.id}/assign`, { agentId: agent.id })).status).toBe(200);
    const queue = await agent.call('GET', '/api/staff/collections/queue?limit=100');
    expect(queue.status, queue.body).toBe(200);
    expect(queue.json.data.items.find((c: { id: number }) => c.id === first.id)).toMatchObject({ bucket: '31-60', daysPastDue: 35, agent: agent.email, uid: s.userId });
    const page = await agent.call('GET', `/api/staff/collections/cases/${first.id}`);
    expect(page.json.data.moves.map((m: { from: string | null; to: string }) => [m.from, m.to])).toEqual([[null, '1-7'], ['1-7', '31-60']]);
    expect(page.json.data.bills[0]).toMatchObject({ planId: loan.plans[0]!.planId, status: 'OVERDUE' });

    await repay(app, s, loan.orderId, loan.plans[0]!.planId);
    expect(await caseOf(loan.orderId)).toBeUndefined();
    expect(await caseOf(loan.orderId, 'CLOSED')).toMatchObject({ id: first.id, closeReason: 'PAID' });
    const closed = await agent.call('GET', `/api/staff/collections/cases/${first.id}`);
    expect(closed.json.data.case).toMatchObject({ status: 'CLOSED', closeReason: 'PAID' });
    expect(closed.json.data.moves.at(-1)).toMatchObject({ from: '31-60', to: null });
    expect(closed.json.data.blockedBy).toBe('Refused by the rule "Debt paid or written off": all contact stops once the debt is paid or written off.');
  });

  it('a day\'s penalty leaves the case unwritten: it keeps what was late before penalties, and the queue and case page show what is late now (decision 0078)', async () => {
    const { orderId, caseId, lead } = await lateCase(app, 10);
    const db = await testDb();
    const row = async () => {
      const [r] = await selectRows<{ v: string; before: number | string }>(db, sql`select ctid::text || ':' || xmin::text as v, overdue_before_penalty as before from collection_cases where id = ${caseId}`);
      return { version: r!.v, before: Number(r!.before) };
    };
    const shown = async (who: StaffTestSession) => {
      const items = await queuePages(who, '/api/staff/collections/queue?scope=all', 100);
      const page = (await who.call('GET', `/api/staff/collections/cases/${caseId}`)).json.data.case as { overdue: number };
      return { queue: items.find((c) => c.id === caseId)!.overdue, page: page.overdue };
    };
    const first = await owedOf(orderId);
    expect(first.penalty).toBeGreaterThan(0);
    const was = await row();
    expect(was.before).toBe(first.owed - first.penalty);
    expect(await shown(lead)).toEqual({ queue: first.owed, page: first.owed });
    try {
      // The next morning: the overdue job charges the day's penalty, then the collections job runs.
      clock.set(Date.parse('2026-11-28T08:00:00Z'));
      await runOverdueJob(app.db, clock.now);
      await app.collections.run();
      const next = await owedOf(orderId);
      expect(next.penalty).toBeGreaterThan(first.penalty);
      expect(await row()).toEqual(was);
      // A lead signed in that morning (yesterday's session has ended).
      expect(await shown(await signInSandbox(app, 'admin'))).toEqual({ queue: next.owed, page: next.owed });
    } finally {
      clock.set(Date.parse('2026-11-27T08:00:00Z'));
    }
  });

  it('a written-off loan closes its case as written off', async () => {
    const { s, orderId, caseId } = await lateCase(app, 12);
    await app.db.transaction((tx) => app.lending.adjust.writeOff(tx, `write-off:test:${orderId}`, { orderId, userId: s.userId }));
    await app.collections.run();
    expect(await caseOf(orderId, 'CLOSED')).toMatchObject({ id: caseId, closeReason: 'WRITTEN_OFF' });
  });

  it('the queue puts the higher bucket first, then the larger amount late; only the case’s agent or the lead opens a case', async () => {
    const small = await lateCase(app, 40, 500);
    const big = await lateCase(app, 40, 1000);
    const older = await lateCase(app, 65, 500);
    const ids = (await small.agent.call('GET', '/api/staff/collections/queue?limit=100')).json.data.items.map((c: { id: number }) => c.id) as number[];
    const ours = ids.filter((id) => [small.caseId, big.caseId, older.caseId].includes(id));
    expect(ours).toEqual([older.caseId, big.caseId, small.caseId]);
    const other = await signInSandbox(app, 'risk');
    expect((await other.call('GET', '/api/staff/collections/queue')).status).toBe(403);
    expect((await small.agent.call('POST', `/api/staff/collections/cases/${small.caseId}/assign`, { agentId: small.agent.id })).status).toBe(403);
    const all = await queuePages(small.lead, '/api/staff/collections/queue?scope=all');
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([small.caseId, big.caseId, older.caseId]));
    const notLead = await small.agent.call('GET', '/api/staff/collections/queue?scope=all');
    expect([notLead.status, notLead.json.msg]).toEqual([400, 'scope: only a lead (admin) sees every case']);
  });

  it('the queue: cases paused by a promise not yet past come last, in the same order; the pages follow the order read per case before (issue 46)', async () => {
    const promise = async (x: { s: TestSession; orderId: number }, payBy: string) => {
      const made = await x.s.call('POST', `/api/collections/loans/${x.orderId}/promise`, { amount: 100, payBy });
      expect(made.status, made.body).toBe(200);
    };
    const a = await lateCase(app, 65, 1000);
    const d = await lateCase(app, 65, 500);
    const b = await lateCase(app, 40, 1000);
    const e = await lateCase(app, 40, 500);
    const c = await lateCase(app, 40, 700);
    await promise(a, '2026-11-30');
    await promise(e, '2026-11-27');
    await promise(c, '2026-11-27');
    const db = await testDb();
    // e's promise as a day passing leaves it before the job runs: its date gone by, still open (on the case row too).
    await db.execute(sql`update collection_promises set pay_by = '2026-11-26' where order_id = ${e.orderId} and status = 'OPEN'`);
    await db.execute(sql`update collection_cases set promised_for = '2026-11-26' where order_id = ${e.orderId} and status = 'OPEN'`);
    const before = (today: string, agentId?: number) =>
      db.execute(sql`select id from collection_cases c where status = 'OPEN' and (${agentId ?? null}::bigint is null or agent_id = ${agentId ?? null})
        order by coalesce((select p.pay_by from collection_promises p where p.order_id = c.order_id and p.status = 'OPEN' limit 1) >= ${today}, false) asc,
          bucket_rank desc, overdue_before_penalty desc, id asc`);
    const ids = (r: unknown) => ((r as { rows?: Array<{ id: unknown }> }).rows ?? (r as Array<{ id: unknown }>)).map((x) => Number(x.id));
    const paged = (who: StaffTestSession, path: string, limit: number) => queuePages(who, path, limit);
    const ours = (rows: Array<{ id: number }>) => rows.map((r) => r.id).filter((id) => [a, b, c, d, e].some((x) => x.caseId === id));
    const { agent, lead } = a;
    const mine = await paged(agent, '/api/staff/collections/queue', 2);
    expect(ours(mine)).toEqual([d.caseId, b.caseId, e.caseId, a.caseId, c.caseId]);
    expect(mine.find((x) => x.id === e.caseId)?.promisedFor).toBe('2026-11-26');
    expect(mine.map((x) => x.id)).toEqual(ids(await before('2026-11-27', agent.id)));
    const all = await paged(lead, '/api/staff/collections/queue?scope=all', 7);
    expect(all.map((x) => x.id)).toEqual(ids(await before('2026-11-27')));
    expect((await paged(agent, '/api/staff/collections/queue', 100)).map((x) => x.id)).toEqual(mine.map((x) => x.id));
    // The job breaks e's promise: the case row forgets its date.
    await app.collections.run();
    const after = await paged(agent, '/api/staff/collections/queue', 3);
    expect(after.find((x) => x.id === e.caseId)?.promisedFor).toBeNull();
    expect(after.map((x) => x.id)).toEqual(ids(await before('2026-11-27', agent.id)));
  }, 240_000); // five late loans aged through the sandbox clock, then every page of two queues
});
