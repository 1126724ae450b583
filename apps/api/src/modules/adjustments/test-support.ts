import { expect } from 'vitest';

import { adjustmentCalls, approvalCalls, staffPathOf } from '@pocket/contracts/staff';

import type { TestSession } from '../../../test/harness';
import { approvePrompt, borrow, borrower, waitFor } from '../../../test/lending-helpers';
import type { StaffTestSession } from '../../../test/staff-sessions';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { userCredit } from '../../ledger/repo';

/** The adjustments desk's test steps: finance asks, finance2 approves; a borrower holding credit made the real way. */
export function deskSteps(ctx: () => { app: App; db: Db; finance: StaffTestSession; finance2: StaffTestSession }) {
  /** finance asks, finance2 approves; answers the approval's id. */
  async function askAndApprove(path: keyof typeof adjustmentCalls, body: Record<string, unknown>): Promise<number> {
    const { finance, finance2 } = ctx();
    const asked = await finance.call('POST', adjustmentCalls[path].path, { reason: 'Agreed with the borrower on the phone', ...body });
    expect(asked.status, asked.body).toBe(200);
    const id = asked.json.data.approvalId as number;
    const approved = await finance2.call('POST', staffPathOf(approvalCalls.approve, { id }), {});
    expect(approved.status, approved.body).toBe(200);
    return id;
  }

  /**
   * A borrower with K20.00 of credit made the real way: a full repayment (K1,160.00) waits for its PIN, finance waives
   * the K20.00 service fee meanwhile, then the borrower approves: K20.00 more than owed is kept as credit.
   */
  async function borrowerWithCredit(): Promise<{ s: TestSession; order: Awaited<ReturnType<typeof borrow>>; planId: number }> {
    const { app, db } = ctx();
    const s = await borrower(app);
    const order = await borrow(app, s, 1000, 14);
    const planId = order.plans[0]!.planId;
    const paid = await s.call('POST', '/api/order/payment/api/submitRepayApplyV2', { bizType: 1, planId, payAmount: 1160, repayAccountId: order.orderId, payCard: false });
    expect(paid.status, paid.body).toBe(200);
    await askAndApprove('waive', { planId, component: 'fee', amount: 2000 });
    await approvePrompt(app, s.mobile);
    await waitFor(() => userCredit(db, s.userId), (c) => c === 2000);
    expect(await userCredit(db, s.userId)).toBe(2000);
    return { s, order, planId };
  }

  return { askAndApprove, borrowerWithCredit };
}
