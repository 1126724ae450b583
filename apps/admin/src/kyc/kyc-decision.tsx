import { CanAccess, useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { KYC_REJECT_REASON_CODES, KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycDecisionData, KycRejectReason } from '@pocket/contracts/api/staff';
import { kycCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { useRefreshAfter } from '../ui/use-refresh-after';

type Choice = 'approve' | 'reject' | null;

/** Approve, or reject with a reason code from the fixed list (the borrower reads its words); a note for the audit. */
export function KycDecision({ id, onDone }: { id: number; onDone: (decision: KycDecisionData) => void }) {
  const formId = useId();
  const [choice, setChoice] = useState<Choice>(null);
  const [reasonCode, setReasonCode] = useState<KycRejectReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<KycDecisionData>();
  // The case and the queue (kyc) and the borrower's page show the decision.
  const refresh = useRefreshAfter('kyc', 'borrowers');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'reject' && reasonCode === '') return setProblem('Choose the reason the borrower will read.');
    const text = note.trim();
    if (text !== '' && text.length < 3) return setProblem('A note needs at least 3 characters (or none).');
    setProblem(null);
    const values = { ...(choice === 'reject' ? { reasonCode } : {}), ...(text ? { note: text } : {}) };
    mutate({ ...callOf(choice === 'reject' ? kycCalls.reject : kycCalls.approve, { id }), values }, { onSuccess: (answer) => (onDone(answer.data), refresh()) });
  };

  const message = problem ?? mutation.error?.message ?? null;
  return (
    <CanAccess resource="kyc" action="decide">
      {choice === null ? (
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setChoice('approve')}>
            Approve KYC
          </button>
          <button type="button" className="button danger" onClick={() => setChoice('reject')}>
            Reject KYC
          </button>
        </div>
      ) : (
        <form className="reason-form" onSubmit={submit} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} className="form-title">
            {choice === 'approve' ? 'Approve this KYC' : 'Reject this KYC'}
          </h2>
          {choice === 'reject' ? (
            <>
              <label htmlFor={`${formId}-code`}>Reason the borrower reads</label>
              <select id={`${formId}-code`} value={reasonCode} onChange={(event) => setReasonCode(event.target.value as KycRejectReason)}>
                <option value="">Choose a reason</option>
                {KYC_REJECT_REASON_CODES.map((code) => (
                  <option key={code} value={code}>
                    {KYC_REJECT_REASONS[code].label}
                  </option>
                ))}
              </select>
              {reasonCode ? (
                <p className="muted" data-testid="borrower-words">
                  The borrower reads: {KYC_REJECT_REASONS[reasonCode].why} {KYC_REJECT_REASONS[reasonCode].next}
                </p>
              ) : null}
            </>
          ) : null}
          <label htmlFor={`${formId}-note`}>Note (optional, kept in the audit)</label>
          <textarea id={`${formId}-note`} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
          {message ? (
            <p role="alert" className="error">
              {message}
            </p>
          ) : null}
          <div className="actions">
            <button type="submit" className={`button ${choice === 'approve' ? 'primary' : 'danger'}`} disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : choice === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
            </button>
            <button type="button" className="button secondary" onClick={() => (setChoice(null), setProblem(null))}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </CanAccess>
  );
}
