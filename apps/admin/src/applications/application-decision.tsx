import { CanAccess } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { applicationApproveBody, applicationRejectBody, REJECT_REASON_TEXTS, REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { RejectReason } from '@pocket/contracts/api/staff';

import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

const LABELS = { reason: 'Reason the borrower is told', note: 'Note' };
type Decided = { orderId: number; status: string };

/**
 * Approve (the loan is paid out) or reject with a reason the borrower is told and a note kept in the audit, each
 * through Refine's form over its call, checked first by the call's schema (applicationApproveBody, applicationRejectBody).
 */
export function ApplicationDecision({ orderId, onDone }: { orderId: number; onDone: (status: string) => void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const approving = useCheckedForm<typeof applicationApproveBody, Decided>('application-approvals', applicationApproveBody, { params: { id: orderId }, labels: LABELS });
  const rejection = useCheckedForm<typeof applicationRejectBody, Decided>('application-rejections', applicationRejectBody, {
    params: { id: orderId },
    labels: LABELS,
    words: { reason: 'choose the reason the borrower is told' },
  });
  // The case (useOne of applications) shows its new status; the borrower's page its loan.
  const refresh = useRefreshAfter('applications', 'borrowers');
  const decided = (answer: Decided | null) => {
    if (answer) {
      onDone(answer.status);
      refresh();
    }
  };
  const busy = approving.busy || rejection.busy;

  const reject = (event: FormEvent) => {
    event.preventDefault();
    void rejection.send({ reason: reason === '' ? undefined : reason, note }).then(decided);
  };
  const message = rejection.message ?? approving.message;

  return (
    <div className="application-decision">
      {!rejecting ? (
        <div className="actions">
          <CanAccess resource="applications" action="approve">
            <button type="button" className="button primary" disabled={busy} onClick={() => void approving.send({}).then(decided)}>
              {busy ? 'Sending...' : 'Approve and pay out'}
            </button>
          </CanAccess>
          <CanAccess resource="applications" action="reject">
            <button type="button" className="button danger" onClick={() => setRejecting(true)}>
              Reject
            </button>
          </CanAccess>
        </div>
      ) : (
        <form className="reason-form" onSubmit={reject} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="form-title">
            Reject application {orderId}
          </h2>
          <label htmlFor={`${id}-reason`}>Reason the borrower is told</label>
          <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as RejectReason | '')}>
            <option value="">Choose...</option>
            {REJECT_REASONS.map((code) => (
              <option key={code} value={code}>
                {REJECT_REASON_TEXTS[code]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`}>Note (kept in the audit)</label>
          <textarea id={`${id}-note`} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
          <div className="actions">
            <button type="submit" className="button danger" disabled={busy}>
              {busy ? 'Sending...' : 'Reject'}
            </button>
            <button type="button" className="button secondary" onClick={() => (setRejecting(false), rejection.clear())}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {message ? (
        <p role="alert" className="error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
