import { asc, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { CaseStatus } from '@pocket/contracts/api/staff';
import { addDays, lusakaDate } from '@pocket/contracts/lusaka-date';
import { approvalCalls, collectionCalls, staffPathOf } from '@pocket/contracts/staff';

import { call, testDb, type TestSession } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { lateLoans, loanDelinquency } from '../lending/plugin';
import { markLoansSettled, openLoansInBulk, unpaidBillsOfLoan } from '../lending/test-support';
import { addBorrowersInBulk } from '../user/test-support';
import { followLateLoan } from './cases';
import { daysPastDueOf } from './lateness';
import { collectionCases } from './schema';
import { COLLECTIONS_SETTINGS } from './settings';

/** Ages a loan through the sandbox clock (the overdue job, then the collections job run at once). */
export async function age(app: App, orderId: number, days: number): Promise<void> {
  for (let left = days; left > 0; left -= 60) {
    const res = await call(app, 'POST', `/api/dev/loans/${orderId}/age`, { days: Math.min(60, left) });
    expect(res.status, res.body).toBe(200);
  }
}

/** The loan's case (open by default) as the desk says it at `now` (its days past due counted to that Lusaka day). */
export async function caseOf(orderId: number, status = 'OPEN', now = Date.now()) {
  const [row] = await selectRows<{ id: number | string; bucket: string; late_since: string | null; closed_at: string | null; agent_id: number | string | null; status: string; close_reason: string | null }>(
    await testDb(),
    sql`select id, bucket, late_since, closed_at, agent_id, status, close_reason from collection_cases where order_id = ${orderId} and status = ${status}`,
  );
  const lateness = row && { status: row.status as CaseStatus, lateSince: row.late_since, closedAt: row.closed_at === null ? null : new Date(row.closed_at) };
  return row && { id: Number(row.id), bucket: row.bucket, daysPastDue: daysPastDueOf(lateness!, lusakaDate(now)), agentId: row.agent_id === null ? null : Number(row.agent_id), status: row.status, closeReason: row.close_reason };
}

/** A borrower whose loan is `days` late, its case given to the sandbox's collections agent by the lead (admin). */
export async function lateCase(app: App, days: number, amount = 1000): Promise<{ s: TestSession; orderId: number; planId: number; caseId: number; agent: StaffTestSession; lead: StaffTestSession }> {
  const s = await borrower(app);
  const loan = await borrow(app, s, amount, 7);
  await age(app, loan.orderId, 7 + days);
  const c = await caseOf(loan.orderId);
  expect(c, `no open case for loan ${loan.orderId}`).toBeDefined();
  const agent = await signInSandbox(app, 'collections');
  const lead = await signInSandbox(app, 'admin');
  const assigned = await lead.call('POST', staffPathOf(collectionCalls.assign, { id: c!.id }), { agentId: agent.id });
  expect(assigned.status, assigned.body).toBe(200);
  return { s, orderId: loan.orderId, planId: loan.plans[0]!.planId, caseId: c!.id, agent, lead };
}

/** Pays a bill in full (or `kwacha`) from the borrower's wallet through the sandbox PIN prompt. */
export async function repay(app: App, s: TestSession, orderId: number, planId: number, kwacha?: number): Promise<void> {
  const detail = await s.call('POST', `/api/order/api/getRepayDetailV2/${orderId}`);
  const amount = kwacha ?? (detail.json.data.repayPlanList as Array<{ planId: number; remainingAmount: number }>).find((p) => p.planId === planId)!.remainingAmount;
  const res = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: amount, repayAccountId: orderId, payCard: false });
  expect(res.status, res.body).toBe(200);
  expect((await approvePrompt(app, s.mobile)).status).toBe('SUCCESSFUL');
}

/** What a loan's unpaid bills owe (ngwee), and their penalties, read from its bills. */
export async function owedOf(orderId: number): Promise<{ owed: number; penalty: number }> {
  const bills = await unpaidBillsOfLoan(await testDb(), orderId);
  return { owed: bills.reduce((n, b) => n + Number(b.owed), 0), penalty: bills.reduce((n, b) => n + Number(b.penalty_owed), 0) };
}

/**
 * A loan 35 days late restructured on `day` (08:00 UTC): the borrower asks, the sandbox agent proposes, finance
 * approves. Answers its instalments' bills (id, due date, amount) and what it owed before.
 */
export async function restructuredOn(app: App, clock: { set: (ms: number) => void }, day: string, instalments: number, waivePenalty: boolean) {
  clock.set(Date.parse(`${day}T08:00:00Z`));
  const { s, orderId, agent } = await lateCase(app, 35);
  const before = await owedOf(orderId);
  expect((await s.call('POST', `/api/collections/loans/${orderId}/hardship`, { reason: 'I lost my job and can pay a little each month.' })).status).toBe(200);
  const request = ((await agent.call('GET', staffPathOf(collectionCalls.hardship))).json.data.items as Array<{ id: number; orderId: number }>).find((h) => h.orderId === orderId)!;
  const asked = await agent.call('POST', staffPathOf(collectionCalls.plan, { id: request.id }), { instalments, waivePenalty, reason: 'Can pay monthly' });
  expect(asked.status, asked.body).toBe(200);
  const finance = await signInSandbox(app, 'finance');
  const approved = await finance.call('POST', staffPathOf(approvalCalls.approve, { id: asked.json.data.approvalId }), {});
  expect(approved.status, approved.body).toBe(200);
  const bills = await unpaidBillsOfLoan(await testDb(), orderId);
  return {
    s, orderId, agent, finance, approvalId: Number(asked.json.data.approvalId), original: before.owed, waived: waivePenalty ? before.penalty : 0,
    bills: bills.map((b) => ({ planId: Number(b.id), dueDate: b.due_date, amount: Number(b.asked) })),
  };
}

/**
 * Every page of a queue (`path`: the queue's address, with its scope), in order. On PostgreSQL the test files share one
 * database, so the lead's first page may hold only other files' cases (sweep.test.ts leaves 300 open).
 */
export async function queuePages(who: StaffTestSession, path: string, limit = 100): Promise<Array<{ id: number; promisedFor: string | null; overdue: number }>> {
  const out: Array<{ id: number; promisedFor: string | null; overdue: number }> = [];
  for (let cursor: string | null = ''; cursor !== null; ) {
    const res = await who.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.body).toBe(200);
    out.push(...(res.json.data.items as Array<{ id: number; promisedFor: string | null; overdue: number }>));
    cursor = res.json.data.nextCursor as string | null;
  }
  return out;
}

/**
 * The job's pass over the cases as it was before the set-based one, loan by loan: the reference the set-based job must
 * equal (sweep.test.ts, sweep-promises.test.ts).
 */
export async function perLoanPass(tx: Tx, at: Date): Promise<void> {
  const today = lusakaDate(at);
  const late = new Set<number>();
  for (let after = 0; ; ) {
    const page = await lateLoans(tx, today, after, 500);
    for (const loan of page) {
      late.add(loan.orderId);
      await followLateLoan(tx, COLLECTIONS_SETTINGS, loan, today, at);
    }
    if (page.length < 500) break;
    after = page[page.length - 1]!.orderId;
  }
  for (const c of await tx.select().from(collectionCases).orderBy(asc(collectionCases.id))) {
    if (c.status !== 'OPEN' || late.has(c.orderId)) continue;
    const loan = await loanDelinquency(tx, c.orderId, today);
    if (loan) await followLateLoan(tx, COLLECTIONS_SETTINGS, loan, today, at);
  }
}

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/** `work` in a transaction rolled back afterwards, answering what `read` found in it before the rollback. */
export async function rolledBack<T>(db: Db, work: (tx: Tx) => Promise<void>, read: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw new RolledBack(await read(tx));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.result as T;
    throw err;
  }
  throw new Error('not rolled back');
}

/** What a loan's late bills owe on `today`, penalties included (ngwee), read from its bills as the desk and USSD show it. */
export async function loanOverdue(orderId: number, today: string): Promise<number> {
  return (await loanDelinquency(await testDb(), orderId, today))!.overdue;
}

/** A loan's promises to pay: amount (ngwee), the day, status and who made it. */
export async function promisesOfLoan(orderId: number) {
  return selectRows<{ amount: number | string; pay_by: string; status: string; made_by: string }>(
    await testDb(),
    sql`select amount, pay_by, status, made_by from collection_promises where order_id = ${orderId}`,
  );
}

/** The loans a set-based job test made, by order id: the first, the last, and those whose id passes a test. */
export interface MadeLoans {
  first: number;
  last: number;
  where: (test: (id: number) => boolean) => number[];
}

/**
 * `count` borrowers (phones from `firstNumber`) with a loan of two bills 30 days apart made by plain SQL, as the
 * set-based job's tests need them (sweep*.test.ts): K500 of principal a bill, K100 of it paid on every fourth loan, the
 * first bill due `firstDue(orderId, range)` days from `start` (negative: late), paid out `disbursedDaysBefore` days
 * before `start`. No ledger entries stand behind them: on PostgreSQL such a file runs alone (.ci/run).
 */
export async function twoBillLoans(
  db: Db,
  o: { count: number; firstNumber: number; start: number; disbursedDaysBefore: number; firstDue: (orderId: number, range: { first: number; last: number }) => number },
): Promise<MadeLoans> {
  const borrowers = await addBorrowersInBulk(db, o.count, o.firstNumber);
  const startDay = lusakaDate(new Date(o.start));
  const orders = await openLoansInBulk(db, borrowers, { principal: 100000, termDays: 30, disbursedAt: new Date(o.start - o.disbursedDaysBefore * 86_400_000) }, (order, range) =>
    [1, 2].map((k) => ({ period: k, dueDate: addDays(startDay, o.firstDue(order.id, range) + (k - 1) * 30), principalDue: 50000, principalPaid: order.id % 4 === 0 ? 10000 : 0 })),
  );
  const first = orders[0]!.id;
  const last = orders[orders.length - 1]!.id;
  return { first, last, where: (test) => Array.from({ length: last - first + 1 }, (_, i) => first + i).filter(test) };
}

/**
 * On PostgreSQL the test files share a database: the loans a file made leave no late loan, open case or open promise
 * behind for another file's queue or job (every loan settled, its promises broken, its cases closed).
 */
export async function leaveNoLateLoans(db: Db, loans: MadeLoans): Promise<void> {
  await markLoansSettled(db, loans.where(() => true), { bills: true });
  await db.execute(sql`update collection_promises set status = 'BROKEN', decided_at = now() where order_id between ${loans.first} and ${loans.last} and status = 'OPEN'`);
  await db.execute(sql`update collection_cases set status = 'CLOSED', close_reason = 'PAID', closed_at = now(), promised_for = null where order_id between ${loans.first} and ${loans.last} and status = 'OPEN'`);
}
