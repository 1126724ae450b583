import { CanAccess, useCreate } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { DeskPayment, RequeryData } from '@pocket/contracts/api/staff';

import { doneNotice } from '../providers/notification-provider';
import { formatAge, formatTime } from '../ui/format';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ResolveForm } from './resolve-form';

/** The status cell: the payment's state, its resolution by hand, and the flag when the operator said otherwise. */
function StatusCell({ payment }: { payment: DeskPayment }) {
  const r = payment.resolution;
  return (
    <td data-testid="payment-status">
      <strong>{payment.status}</strong>
      {payment.stuck ? ' (stuck)' : ''}
      {payment.reason ? <div className="muted">{payment.reason}</div> : null}
      {payment.openRequestId !== null ? <div>Resolution waiting for approval (request {payment.openRequestId})</div> : null}
      {r ? (
        <div>
          Resolved by hand as {r.outcome} ({r.operatorReference}), {formatTime(r.resolvedAt)}
          {r.applied ? '' : '; the operator had answered first'}
          {r.operatorStatus ? <div className="muted">Operator since: {r.operatorStatus}</div> : null}
        </div>
      ) : null}
      {r?.flag ? (
        <div className="flag" role="note">
          Flagged: {r.flag.reason}
        </div>
      ) : null}
    </td>
  );
}

/** One payment: what it is, whose, its status and age; ask the operator again, or resolve it by hand. */
export function PaymentRow({ payment }: { payment: DeskPayment }) {
  const [resolving, setResolving] = useState(false);
  // The requery through Refine (the payment-requeries resource's call, no body); the payments lists show the answer.
  const { mutate, mutation } = useCreate<RequeryData>();
  const refresh = useRefreshAfter('payments');
  const askAgain = () =>
    mutate(
      {
        resource: 'payment-requeries',
        values: {},
        meta: { params: { id: payment.id } },
        successNotification: (answer) => doneNotice(`The operator was asked: the payment is ${answer!.data.payment.status}.`),
        invalidates: [],
      },
      { onSuccess: refresh },
    );
  const waiting = payment.status === 'PENDING';
  return (
    <>
      <tr data-testid="payment-row" data-reference={payment.reference}>
        <td>
          {payment.kind} #{payment.id}
          <div className="muted wrap">{payment.reference}</div>
        </td>
        <td>
          <Link to={`/borrowers/${payment.uid}`}>Borrower {payment.uid}</Link>
          {payment.orderId !== null ? <div className="muted">Order {payment.orderId}</div> : null}
        </td>
        <td>
          {payment.wallet}
          <div className="muted">{payment.operator ?? payment.provider}</div>
        </td>
        <td>{payment.amountText}</td>
        <StatusCell payment={payment} />
        <td>
          {formatAge(payment.ageSeconds)}
          <div className="muted">since {formatTime(payment.createdAt)}</div>
        </td>
        <td className="actions">
          {waiting || payment.resolution ? (
            <CanAccess resource="payments" action="requery">
              <button type="button" className="button secondary" disabled={mutation.isPending} onClick={askAgain}>
                Ask the operator again
              </button>
            </CanAccess>
          ) : null}
          {waiting && payment.openRequestId === null ? (
            <CanAccess resource="payments" action="resolve">
              <button type="button" className="button primary" onClick={() => setResolving(true)}>
                Resolve by hand
              </button>
            </CanAccess>
          ) : null}
        </td>
      </tr>
      {resolving || mutation.error ? (
        <tr>
          <td colSpan={7}>
            {mutation.error ? (
              <p role="alert" className="error">
                {mutation.error.message}
              </p>
            ) : null}
            {resolving ? <ResolveForm payment={payment} onDone={() => setResolving(false)} onCancel={() => setResolving(false)} /> : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
