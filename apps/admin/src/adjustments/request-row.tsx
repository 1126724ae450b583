import type { AdjustmentRequest } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { DecisionCell } from '../ui/decision-cell';
import { formatTime } from '../ui/format';
import { DecisionFollowUp, useDecision } from '../ui/use-decision';

const money = (value: unknown) => (typeof value === 'number' ? formatKwacha(value) : '-');

/** `Refund K20.00`, `Waive K10.50 of the fee of bill #12`, `Write off loan #7`, `Extend bill #12 to 2026-12-31` */
export function describeRequest(r: AdjustmentRequest): string {
  const p = r.payload;
  if (r.kind === 'adjustment.refund') return `Refund ${money(p.amount)}`;
  if (r.kind === 'adjustment.waive') return `Waive ${money(p.amount)} of the ${p.component === 'fee' ? 'service fee' : 'penalty'} of bill #${String(p.planId)}`;
  if (r.kind === 'adjustment.write-off') return `Write off loan #${String(p.orderId)}`;
  if (r.kind === 'adjustment.extend') return `Extend bill #${String(p.planId)} to ${String(p.dueDate)}`;
  return r.kind;
}

const PAYMENT_TEXT = { PENDING: 'Refund on its way: waiting for the operator', SUCCESSFUL: 'Refund paid to the wallet', FAILED: 'Refund refused by the operator: the amount is the borrower’s credit again' };

/** One adjustment request: what, why, who; approve or reject it unless it is your own; a refund followed to final. */
export function RequestRow({ request, mine }: { request: AdjustmentRequest; mine: boolean }) {
  // Refine's approve and reject forms; a decision changes the borrower's adjustments (a refund starts) and the
  // approvals: Refine fetches both again.
  const decision = useDecision(request.approvalId, 'adjustments', 'approvals');
  const open = request.status === 'requested';
  return (
    <>
      <tr data-testid="adjustment-request" data-kind={request.kind}>
        <td>
          {describeRequest(request)}
          <div className="muted">request {request.approvalId}</div>
        </td>
        <td>{request.reason}</td>
        <td>
          {request.requestedBy}
          <div className="muted">{formatTime(request.requestedAt)}</div>
        </td>
        <td data-testid="adjustment-status">
          <strong>{request.status}</strong>
          {request.decidedBy ? ` by ${request.decidedBy}` : ''}
          {request.payment ? (
            <div role="status" data-payment-status={request.payment.status}>
              {PAYMENT_TEXT[request.payment.status]} ({request.payment.status})
              {request.payment.reason ? <div className="muted">{request.payment.reason}</div> : null}
            </div>
          ) : null}
        </td>
        <DecisionCell open={open} mine={mine} checker="another finance member" decision={decision} />
      </tr>
      <DecisionFollowUp decision={decision} title={`Reject: ${describeRequest(request)}`} columns={5} />
    </>
  );
}
