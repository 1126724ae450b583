import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { collectionCalls, staffPathOf } from '@pocket/contracts/staff';

import { call, testDb, type TestSession } from '../../../test/harness';
import { approvePrompt, borrow, borrower } from '../../../test/lending-helpers';
import { signInSandbox, type StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import { selectRows } from '../../db/rows';

/** Ages a loan through the sandbox clock (the overdue job, then the collections job run at once). */
export async function age(app: App, orderId: number, days: number): Promise<void> {
  for (let left = days; left > 0; left -= 60) {
    const res = await call(app, 'POST', `/api/dev/loans/${orderId}/age`, { days: Math.min(60, left) });
    expect(res.status, res.body).toBe(200);
  }
}

export async function caseOf(orderId: number, status = 'OPEN') {
  const [row] = await selectRows<{ id: number | string; bucket: string; days_past_due: number; agent_id: number | string | null; status: string; close_reason: string | null }>(
    await testDb(),
    sql`select id, bucket, days_past_due, agent_id, status, close_reason from collection_cases where order_id = ${orderId} and status = ${status}`,
  );
  return row && { id: Number(row.id), bucket: row.bucket, daysPastDue: row.days_past_due, agentId: row.agent_id === null ? null : Number(row.agent_id), status: row.status, closeReason: row.close_reason };
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
