import { CanAccess } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { ReconciliationItem } from '@pocket/contracts/api/staff';

import { formatTime } from '../ui/format';
import { FormRow } from '../ui/row-pieces';
import { ResolveDifference } from './resolve-difference';
import { actionLabel, CLASS_LABELS } from './words';

/** One statement line and our payment of its reference (or one of ours missing from the statement), compared. */
export function ItemRow({ item }: { item: ReconciliationItem }) {
  const [resolving, setResolving] = useState(false);
  const { line, payment, resolution } = item;
  return (
    <>
      <tr data-testid="reconciliation-item" data-class={item.class}>
        <td>
          {line ? (
            <>
              Line {line.lineNo}: {line.transactionId}
              <div className="muted wrap">{line.reference}</div>
            </>
          ) : (
            <span className="muted">Not on the statement</span>
          )}
        </td>
        <td>{line ? `${line.amountText} ${line.status}, ${formatTime(line.time)}` : '-'}</td>
        <td>
          {payment ? (
            <>
              {payment.kind} #{payment.id}: {payment.amountText} {payment.status}
              {payment.operator ? `, through ${payment.operator}` : ''}
              <div className="muted">
                <Link to={`/borrowers/${payment.uid}`}>Borrower {payment.uid}</Link> {payment.wallet}
              </div>
            </>
          ) : (
            <span className="muted">No payment of ours</span>
          )}
        </td>
        <td data-testid="item-class">
          <strong>{CLASS_LABELS[item.class]}</strong>
          {item.openRequestId !== null ? <div>Resolution waiting for approval (request {item.openRequestId})</div> : null}
          {resolution ? (
            <div>
              Resolved: {actionLabel(resolution.action, line)}, {formatTime(resolution.resolvedAt)}
              <div className="muted">{resolution.note}</div>
            </div>
          ) : null}
        </td>
        <td className="actions">
          {item.actions.length > 0 ? (
            <CanAccess resource="reconciliation" action="resolve">
              <button type="button" className="button primary" onClick={() => setResolving(true)}>
                Resolve
              </button>
            </CanAccess>
          ) : null}
        </td>
      </tr>
      {resolving ? (
        <FormRow colSpan={5}>
            <ResolveDifference item={item} onDone={() => setResolving(false)} onCancel={() => setResolving(false)} />
        </FormRow>
      ) : null}
    </>
  );
}
