import { CanAccess, useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { REJECT_REASON_TEXTS, REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { RejectReason } from '@pocket/contracts/api/staff';
import { applicationCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { useRefreshAfter } from '../ui/use-refresh-after';

/** Approve (the loan is paid out) or reject with a reason the borrower is told and a note kept in the audit. */
export function ApplicationDecision({ orderId, onDone }: { orderId: number; onDone: (status: string) => void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<{ orderId: number; status: string }>();
  // The case (useOne of applications) shows its new status; the borrower's page its loan.
  const refresh = useRefreshAfter('applications', 'borrowers');
  const send = (action: 'approve' | 'reject', values: object) =>
    mutate({ ...callOf(applicationCalls[action], { id: orderId }), values }, { onSuccess: (answer) => (onDone(answer.data.status), refresh()) });

  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') return setProblem('Choose the reason the borrower is told.');
    if (note.trim().length < 3) return setProblem('Say why (at least 3 characters): it is kept in the audit.');
    setProblem(null);
    send('reject', { reason, note: note.trim() });
  };
  const message = problem ?? mutation.error?.message ?? null;

  return (
    <div className="application-decision">
      {!rejecting ? (
        <div className="actions">
          <CanAccess resource="applications" action="approve">
            <button type="button" className="button primary" disabled={mutation.isPending} onClick={() => send('approve', {})}>
              {mutation.isPending ? 'Sending...' : 'Approve and pay out'}
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
            <button type="submit" className="button danger" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Reject'}
            </button>
            <button type="button" className="button secondary" onClick={() => (setRejecting(false), setProblem(null))}>
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
