import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client';
import { selectRows } from '../../db/rows';
import { requestsOf as approvalRequestsOf } from '../approvals/plugin';
import { loanOrderRows, loanPlanRows } from '../lending/plugin';
import { refundPaymentOf, type RefundPaymentRow, refundPaymentsOf } from '../payments/plugin';
import { accountOf } from '../user/plugin';

export { refundPaymentOf, type RefundPaymentRow, refundPaymentsOf };

/*
 * The adjustments desk reads the borrower's account, loans and bills, its own requests (the adjustment kinds) and the
 * refunds' payments through their owners' doors (user, lending, approvals, payments), read-only. It writes no table of its own: bills move through the lending
 * engine (app.lending.adjust), money through the payment engine and the ledger.
 */

const n = (v: number | string | null) => (v === null ? null : Number(v));

export interface Borrower {
  /** E.164 as stored; `closed:<id>` once the account is closed. */
  mobile: string;
  closed: boolean;
}

/**
 * The borrower's own wallet and whether the account is closed; `lock`: the borrower's row is locked (refunds of one
 * borrower go one at a time, and never across the account's closure, which takes the same lock). Null: no such borrower.
 */
export async function borrowerOf(tx: Tx, uid: number, lock = false): Promise<Borrower | null> {
  const row = await accountOf(tx, uid, lock);
  return row ? { mobile: row.mobile, closed: row.closed_at !== null } : null;
}

export async function borrowerExists(tx: Tx, uid: number): Promise<boolean> {
  return (await borrowerOf(tx, uid)) !== null;
}

export interface BillRow {
  orderId: number;
  orderStatus: string;
  writtenOff: boolean;
  planId: number | null;
  loanPeriod: number;
  dueDate: string;
  status: string;
  penaltyOwed: number;
  feeOwed: number;
  remaining: number;
  waived: number;
}

/** The borrower's last 20 loans with their bills (ngwee), newest loan first. */
export async function loansOf(tx: Tx, uid: number): Promise<BillRow[]> {
  const rows = await selectRows<Record<string, number | string | null | Date>>(
    tx,
    sql`select o.id as order_id, o.status as order_status, o.written_off_at, p.id as plan_id, p.loan_period, p.due_date, p.status,
               p.penalty_due - p.penalty_paid - p.penalty_waived as penalty_owed, p.fee_due - p.fee_paid - p.fee_waived as fee_owed,
               (p.principal_due + p.interest_due + p.fee_due + p.penalty_due) - (p.principal_paid + p.interest_paid + p.fee_paid + p.penalty_paid)
                 - (p.principal_waived + p.interest_waived + p.fee_waived + p.penalty_waived) as remaining,
               p.principal_waived + p.interest_waived + p.fee_waived + p.penalty_waived as waived
          from (select * from ${loanOrderRows} lo where lo.user_id = ${uid} order by lo.id desc limit 20) o
          left join ${loanPlanRows} p on p.order_id = o.id
         order by o.id desc, p.loan_period`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    orderStatus: String(r.order_status),
    writtenOff: r.written_off_at !== null,
    planId: n(r.plan_id as number | null),
    loanPeriod: Number(r.loan_period ?? 0),
    dueDate: String(r.due_date ?? ''),
    status: String(r.status ?? ''),
    penaltyOwed: Number(r.penalty_owed ?? 0),
    feeOwed: Number(r.fee_owed ?? 0),
    remaining: Number(r.remaining ?? 0),
    waived: Number(r.waived ?? 0),
  }));
}

export interface RequestRow {
  id: number | string;
  kind: string;
  payload: Record<string, unknown> | string;
  reason: string;
  status: 'requested' | 'approved' | 'rejected';
  requested_by_email: string;
  requested_at: Date | string;
  decided_by_email: string | null;
  expires_at: Date | string;
}

/** The borrower's adjustment requests, newest first (at most 50). */
export async function requestsOf(tx: Tx, uid: number): Promise<RequestRow[]> {
  return approvalRequestsOf(tx, { kindPrefix: 'adjustment.', payload: { key: 'userId', value: uid }, limit: 50 });
}
