import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CureData } from '@pocket/contracts/api/staff';

import { createTestApp, testClock, testDb } from '../../../test/harness';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';
import { setRequesterEmail } from '../approvals/test-support';
import { CollectionReports, share } from './reports';
import { COLLECTIONS_SETTINGS } from './settings';
import { repay, restructuredOn } from './test-support';

/* Payment plans in the collections reports (docs/collections.md, "Reports"): the cure rule for a plan, and the restructured loans. */
const clock = testClock(Date.parse('2026-11-27T08:00:00Z'));
let app: App;
beforeAll(async () => {
  app = await createTestApp({ now: clock.now });
});


/**
 * A cure reading less the other files' cases (`others`, read before this file's first case), bucket by bucket in the
 * reading's order: this file's own cases and cures (a bucket they add nothing to left out).
 */
const ownOf = (data: CureData, others: CureData) => {
  const before = new Map(others.rows.map((r) => [r.bucket, r]));
  const rows = data.rows
    .map((r) => ({ bucket: r.bucket, cases: r.cases - (before.get(r.bucket)?.cases ?? 0), cured: r.cured - (before.get(r.bucket)?.cured ?? 0) }))
    .filter((r) => r.cases !== 0 || r.cured !== 0);
  const gone = others.rows.filter((r) => !data.rows.some((d) => d.bucket === r.bucket)).map((r) => ({ bucket: r.bucket, cases: -r.cases, cured: -r.cured }));
  return { rows: [...rows, ...gone], totals: { cases: data.totals.cases - others.totals.cases, cured: data.totals.cured - others.totals.cured } };
};

/** A loan 35 days late restructured on `day` with this file's clock (test-support.ts). */
const restructured = (day: string, instalments: number, waivePenalty: boolean) => restructuredOn(app, clock, day, instalments, waivePenalty);

describe('payment plans in the reports (issue 46): the cure rate counts a plan kept at the range\'s end; the restructured loans', () => {
  // In 2021 (no other test's clock): one plan broken (approved 1 Feb, never paid), then on 1 Mar one on track (its first
  // instalment paid), one behind (nothing paid) and one completed (both instalments paid). The job runs on 4 Mar (the
  // broken plan's first instalment is late: a new case) and on 10 Apr (the report's today).
  let plans: Array<Awaited<ReturnType<typeof restructured>>>;
  let risk: StaffTestSession;
  let others: { early: CureData; late: CureData };
  beforeAll(async () => {
    // The cure rate counts every case of the database. On a shared PostgreSQL database the other files leave cases
    // open, of loans late on their clocks (2026) and not late in 2021: the job's first run in 2021 closes each of them
    // as paid, a cure of that day (18 cases, 18 cured, where this file's are 4, when its first run was in its range).
    // So the job runs first on 4 January, before this file's ranges, and the ranges are read then, before this file's
    // first case: what the other files' cases still add to them (loans late in 2021 too, whose cases stay open in
    // their last bucket). The readings below are those plus this file's own cases.
    clock.set(Date.parse('2021-01-04T08:00:00Z'));
    await app.collections.run();
    const reports = new CollectionReports({ db: await testDb(), now: clock.now, settings: COLLECTIONS_SETTINGS });
    others = { early: await reports.cure({ from: '2021-02-01', to: '2021-03-02' }), late: await reports.cure({ from: '2021-02-01', to: '2021-04-10' }) };
    const broken = await restructured('2021-02-01', 2, false);
    const onTrack = await restructured('2021-03-01', 3, true);
    const behind = await restructured('2021-03-01', 3, false);
    const completed = await restructured('2021-03-01', 2, true);
    plans = [broken, onTrack, behind, completed];
    clock.set(Date.parse('2021-03-04T08:00:00Z'));
    await app.collections.run();
    clock.set(Date.parse('2021-03-05T08:00:00Z'));
    await repay(app, onTrack.s, onTrack.orderId, onTrack.bills[0]!.planId);
    for (const b of completed.bills) await repay(app, completed.s, completed.orderId, b.planId);
    clock.set(Date.parse('2021-04-10T08:00:00Z'));
    await app.collections.run();
    risk = await signInSandbox(app, 'risk');
  });
  afterAll(() => clock.set(Date.parse('2026-11-27T08:00:00Z')));

  it('cure rate: a case closed by a plan is cured while the plan has no instalment past due at the range\'s end, once', async () => {
    const restructuredCases = await selectRows<{ order_id: number | string; close_reason: string }>(
      await testDb(),
      sql`select order_id, close_reason from collection_cases where order_id in (${sql.join(plans.map((p) => sql`${p.orderId}`), sql`, `)}) and status = 'CLOSED'`,
    );
    expect(restructuredCases.map((c) => c.close_reason)).toEqual(['RESTRUCTURED', 'RESTRUCTURED', 'RESTRUCTURED', 'RESTRUCTURED']);
    // On 2 March every plan was kept (the broken one's first instalment was due on 3 March): four cases, four cured.
    const early = await risk.call('GET', '/api/staff/collections/reports/cure?from=2021-02-01&to=2021-03-02');
    expect(early.status, early.body).toBe(200);
    expect(ownOf(early.json.data, others.early)).toEqual({ rows: [{ bucket: '31-60', cases: 4, cured: 4 }], totals: { cases: 4, cured: 4 } });
    // On 10 April two plans have an instalment past due: their restructured cases are not cured, and the new cases
    // (31-60: 38 days; 8-30: 10 days) are cases of their own. The plan paid off counts once (its loan's settlement
    // opened and closed no other case).
    const late = await risk.call('GET', '/api/staff/collections/reports/cure?from=2021-02-01&to=2021-04-10');
    expect([late.json.data.from, late.json.data.to]).toEqual(['2021-02-01', '2021-04-10']);
    expect(ownOf(late.json.data, others.late)).toEqual({
      rows: [
        { bucket: '8-30', cases: 1, cured: 0 },
        { bucket: '31-60', cases: 5, cured: 2 },
      ],
      totals: { cases: 6, cured: 2 },
    });
    // Each row's share is its own cured over its cases (alone on a database: 0 %, 40 % and 33.33 % in all).
    for (const r of [...late.json.data.rows, late.json.data.totals] as Array<{ cases: number; cured: number; percent: number }>) expect(r.percent).toBe(share(r.cured, r.cases));
  });

  it('restructured loans: when, by whom, what was owed, the instalments, paid so far, the state today; totals', async () => {
    const [broken, onTrack, behind, completed] = plans as [typeof plans[0], typeof plans[0], typeof plans[0], typeof plans[0]];
    const res = await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01');
    expect(res.status, res.body).toBe(200);
    const planned = (p: typeof broken) => p.bills.reduce((n, b) => n + b.amount, 0);
    const schedule = (p: typeof broken, states: string[]) => p.bills.map((b, i) => ({ dueDate: b.dueDate, amount: b.amount, paid: states[i] === 'paid' ? b.amount : 0, state: states[i] }));
    const row = (p: typeof broken, more: { paid: number; left: number } & Record<string, unknown>) => ({
      orderId: p.orderId, agentId: p.agent.id, agent: p.agent.email, approvedBy: p.finance.email, original: p.original, waived: p.waived, planned: planned(p), instalments: p.bills.length, ...more,
    });
    expect(broken.waived).toBe(0);
    expect(onTrack.waived).toBeGreaterThan(0);
    expect(onTrack.original - onTrack.waived).toBe(planned(onTrack));
    expect(behind.original).toBe(planned(behind));
    expect(broken.bills.map((b) => b.dueDate)).toEqual(['2021-03-03', '2021-04-02']);
    expect(onTrack.bills.map((b) => b.dueDate)).toEqual(['2021-03-31', '2021-04-30', '2021-05-30']);
    const rows = [
      row(broken, { day: '2021-02-01', instalmentsPaid: 0, paid: 0, left: planned(broken), nextDue: '2021-03-03', daysLate: 38, state: 'broken', schedule: schedule(broken, ['late', 'late']) }),
      row(onTrack, { day: '2021-03-01', instalmentsPaid: 1, paid: onTrack.bills[0]!.amount, left: planned(onTrack) - onTrack.bills[0]!.amount, nextDue: '2021-04-30', daysLate: 0, state: 'on track', schedule: schedule(onTrack, ['paid', 'due', 'due']) }),
      row(behind, { day: '2021-03-01', instalmentsPaid: 0, paid: 0, left: planned(behind), nextDue: '2021-03-31', daysLate: 10, state: 'behind', schedule: schedule(behind, ['late', 'due', 'due']) }),
      row(completed, { day: '2021-03-01', instalmentsPaid: 2, paid: planned(completed), left: 0, nextDue: null, daysLate: 0, state: 'completed', schedule: schedule(completed, ['paid', 'paid']) }),
    ];
    const sum = (k: 'original' | 'waived' | 'planned' | 'paid' | 'left') => rows.reduce((n, r) => n + r[k], 0);
    expect(res.json.data).toEqual({
      from: '2021-02-01',
      to: '2021-03-01',
      rows,
      totals: { loans: 4, onTrack: 1, behind: 1, completed: 1, broken: 1, original: sum('original'), waived: sum('waived'), planned: sum('planned'), paid: sum('paid'), left: sum('left') },
    });
    // The range is of the day each plan was approved.
    expect((await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-02&to=2021-02-28')).json.data.rows).toEqual([]);
  });

  it('restructured loans on a past day (?on): the plans as they stood at that day\'s end, their repayments replayed by date; today\'s is the report\'s', async () => {
    const [broken, onTrack, behind, completed] = plans as [typeof plans[0], typeof plans[0], typeof plans[0], typeof plans[0]];
    const on = async (day: string) => {
      const res = await risk.call('GET', `/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01&on=${day}`);
      expect(res.status, res.body).toBe(200);
      return res.json.data as { rows: Array<{ orderId: number; state: string; nextDue: string | null; daysLate: number; instalmentsPaid: number; paid: number; left: number; schedule: Array<{ state: string }> }>; totals: Record<string, number> };
    };
    const brief = (data: Awaited<ReturnType<typeof on>>) => data.rows.map((r) => [r.orderId, r.state, r.nextDue, r.daysLate, r.instalmentsPaid, r.schedule.map((i) => i.state).join(' ')]);
    const amount = (p: typeof broken, i: number) => p.bills[i]!.amount;
    // 2 March: nothing repaid yet and nothing past due: every plan on track.
    expect(brief(await on('2021-03-02'))).toEqual([
      [broken.orderId, 'on track', '2021-03-03', 0, 0, 'due due'],
      [onTrack.orderId, 'on track', '2021-03-31', 0, 0, 'due due due'],
      [behind.orderId, 'on track', '2021-03-31', 0, 0, 'due due due'],
      [completed.orderId, 'on track', '2021-03-31', 0, 0, 'due due'],
    ]);
    // 4 March: the first plan's instalment due on 3 March is one day late.
    expect((await on('2021-03-04')).rows[0]).toMatchObject({ state: 'behind', daysLate: 1, paid: 0, left: amount(broken, 0) + amount(broken, 1) });
    // 5 March (the day's repayments at 10:00 Lusaka): one instalment paid, a plan paid off.
    const fifth = await on('2021-03-05');
    expect(brief(fifth)).toEqual([
      [broken.orderId, 'behind', '2021-03-03', 2, 0, 'late due'],
      [onTrack.orderId, 'on track', '2021-04-30', 0, 1, 'paid due due'],
      [behind.orderId, 'on track', '2021-03-31', 0, 0, 'due due due'],
      [completed.orderId, 'completed', null, 0, 2, 'paid paid'],
    ]);
    expect(fifth.rows[1]).toMatchObject({ paid: amount(onTrack, 0), left: amount(onTrack, 1) + amount(onTrack, 2) });
    expect(fifth.totals).toMatchObject({ loans: 4, onTrack: 2, behind: 1, completed: 1, broken: 0 });
    // Today (10 April) replayed is the report as it is today.
    const today = await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01');
    expect(await on('2021-04-10')).toEqual(today.json.data);
    // Not before the range's end, not after today.
    const before = await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01&on=2021-02-28');
    expect([before.status, before.json.msg]).toEqual([400, expect.stringContaining('must not be before to')]);
    const ahead = await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01&on=2021-04-11');
    expect([ahead.status, ahead.json.msg]).toEqual([400, 'on: must not be after today']);
  });

  it('restructured loans as CSV: the columns without the schedule, a text never read as a formula; who may read it', async () => {
    const [broken] = plans;
    await setRequesterEmail(await testDb(), broken!.approvalId, '=HYPERLINK("http://x")');
    const csv = await risk.call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-02-01&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="pocket-collections-restructures-2021-04-10.csv"');
    const b = broken!;
    const planned = b.bills.reduce((n, x) => n + x.amount, 0);
    expect(csv.body).toBe(
      'day,orderId,agentId,agent,approvedBy,original,waived,planned,instalments,instalmentsPaid,paid,left,nextDue,daysLate,state\r\n' +
        `2021-02-01,${b.orderId},${b.agent.id},"'=HYPERLINK(""http://x"")",${b.finance.email},${b.original},0,${planned},2,0,0,${planned},2021-03-03,38,broken\r\n`,
    );
    for (const role of ['collections', 'admin']) expect((await (await signInSandbox(app, role)).call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01')).status).toBe(200);
    for (const role of ['support', 'finance']) expect((await (await signInSandbox(app, role)).call('GET', '/api/staff/collections/reports/restructures?from=2021-02-01&to=2021-03-01')).status).toBe(403);
  });
});
