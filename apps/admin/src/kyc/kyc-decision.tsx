import { CanAccess } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { KYC_REJECT_REASON_CODES, KYC_REJECT_REASONS, kycApproveBody, kycRejectBody } from '@pocket/contracts/api/staff';
import type { KycDecisionData, KycRejectReason } from '@pocket/contracts/api/staff';

import { ActionButtons } from '../ui/action-buttons';
import { FormEnd } from '../ui/form-end';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

type Choice = 'approve' | 'reject' | null;

const LABELS = { reasonCode: 'Reason the borrower reads', note: 'Note' };
const WORDS = { reasonCode: 'choose the reason the borrower will read' };

/**
 * Approve, or reject with a reason code from the fixed list (the borrower reads its words); a note for the audit.
 * Each goes through Refine's form over its call, checked first by the call's schema (kycApproveBody, kycRejectBody).
 */
export function KycDecision({ id, onDone }: { id: number; onDone: (decision: KycDecisionData) => void }) {
  const formId = useId();
  const [choice, setChoice] = useState<Choice>(null);
  const [reasonCode, setReasonCode] = useState<KycRejectReason | ''>('');
  const [note, setNote] = useState('');
  const approving = useCheckedForm<typeof kycApproveBody, KycDecisionData>('kyc-approvals', kycApproveBody, { params: { id }, labels: LABELS });
  const rejection = useCheckedForm<typeof kycRejectBody, KycDecisionData>('kyc-rejections', kycRejectBody, { params: { id }, labels: LABELS, words: WORDS });
  const form = choice === 'reject' ? rejection : approving;
  // The case and the queue (kyc) and the borrower's page show the decision.
  const refresh = useRefreshAfter('kyc', 'borrowers');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The note is optional: an empty one is left out, anything typed goes to the schema as it is.
    const optional = note.trim() === '' ? {} : { note };
    const sent = choice === 'reject' ? rejection.send({ reasonCode: reasonCode === '' ? undefined : reasonCode, ...optional }) : approving.send(optional);
    void sent.then((answer) => {
      if (answer) {
        onDone(answer);
        refresh();
      }
    });
  };

  const message = form.message;
  return (
    <CanAccess resource="kyc" action="decide">
      {choice === null ? (
        <ActionButtons
          actions={[
            { label: 'Approve KYC', tone: 'primary', onClick: () => setChoice('approve') },
            { label: 'Reject KYC', tone: 'danger', onClick: () => setChoice('reject') },
          ]}
        />
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
          <FormEnd
            message={message}
            busy={form.busy}
            submitLabel={choice === 'approve' ? 'Confirm approval' : 'Confirm rejection'}
            tone={choice === 'approve' ? 'primary' : 'danger'}
            onCancel={() => (setChoice(null), approving.clear(), rejection.clear())}
          />
        </form>
      )}
    </CanAccess>
  );
}
