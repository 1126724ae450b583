import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { resolvePaymentBody } from '@pocket/contracts/api/staff';
import type { DeskPayment, PaymentOutcome } from '@pocket/contracts/api/staff';

import { FormEnd } from '../ui/form-end';
import { SentForApproval, useSentForApproval } from '../ui/sent-for-approval';
import { useCheckedForm } from '../ui/use-checked-form';

const LABELS = { outcome: 'Outcome', operatorReference: 'Operator’s transaction id', statementLine: 'Statement line', note: 'What you checked' };

/**
 * A resolution by hand with its evidence: the outcome, the operator's transaction id, the statement line if there is
 * one, and what was checked. It becomes a request that another finance member approves; nothing moves before that.
 * Sent through Refine's form, checked first by the call's own schema (resolvePaymentBody).
 */
export function ResolveForm({ payment, onDone, onCancel }: { payment: DeskPayment; onDone: () => void; onCancel: () => void }) {
  const id = useId();
  const [outcome, setOutcome] = useState<PaymentOutcome>('SUCCESSFUL');
  const [operatorReference, setOperatorReference] = useState('');
  const [statementLine, setStatementLine] = useState('');
  const [note, setNote] = useState('');
  const form = useCheckedForm<typeof resolvePaymentBody, { approvalId: number }>('payment-resolutions', resolvePaymentBody, { params: { id: payment.id }, labels: LABELS });
  // The row shows the request waiting at once; Approvals lists it.
  const { sent, ask } = useSentForApproval(form.send, 'payments', 'approvals');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask({ outcome, operatorReference, note, ...(statementLine.trim() ? { statementLine: statementLine.trim() } : {}) });
  };

  if (sent !== null) {
    return <SentForApproval request={sent} then="then the payment becomes final" onDone={onDone} />;
  }
  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        Resolve payment #{payment.id} ({payment.amountText}) by hand
      </h2>
      <label htmlFor={`${id}-outcome`}>Outcome</label>
      <select id={`${id}-outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value as PaymentOutcome)}>
        <option value="SUCCESSFUL">The money arrived (SUCCESSFUL)</option>
        <option value="FAILED">The money did not arrive (FAILED)</option>
      </select>
      <label htmlFor={`${id}-reference`}>Operator’s transaction id</label>
      <input id={`${id}-reference`} value={operatorReference} maxLength={100} onChange={(event) => setOperatorReference(event.target.value)} autoComplete="off" />
      <label htmlFor={`${id}-line`}>Statement line (optional)</label>
      <textarea id={`${id}-line`} value={statementLine} maxLength={1000} rows={2} onChange={(event) => setStatementLine(event.target.value)} />
      <label htmlFor={`${id}-note`}>What you checked (kept in the audit)</label>
      <textarea id={`${id}-note`} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
      <FormEnd message={form.message} busy={form.busy} submitLabel="Send for approval" onCancel={onCancel} />
    </form>
  );
}
