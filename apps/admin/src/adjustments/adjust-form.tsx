import { useCustomMutation } from '@refinedev/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { deskKwacha } from '@pocket/contracts/money';
import { adjustmentCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { doneNotice } from '../providers/notification-provider';
import { FormEnd } from '../ui/form-end';
import { useRefreshAfter } from '../ui/use-refresh-after';

/** What is asked: a refund of credit, a waiver of a bill's penalty or fee, a manual extension, a write-off. */
export type AdjustAsk =
  | { kind: 'refund'; userId: number; available: string }
  | { kind: 'waive'; planId: number; component: 'penalty' | 'fee'; owed: string }
  | { kind: 'extend'; planId: number; dueDate: string }
  | { kind: 'write-off'; orderId: number };

const TITLE = {
  refund: (a: Extract<AdjustAsk, { kind: 'refund' }>) => `Refund credit to the borrower's wallet (${a.available} available)`,
  waive: (a: Extract<AdjustAsk, { kind: 'waive' }>) => `Waive the ${a.component === 'fee' ? 'service fee' : 'penalty'} of bill #${a.planId} (${a.owed} owed)`,
  extend: (a: Extract<AdjustAsk, { kind: 'extend' }>) => `Extend bill #${a.planId} (due ${a.dueDate})`,
  'write-off': (a: Extract<AdjustAsk, { kind: 'write-off' }>) => `Write off loan #${a.orderId}`,
};

const titleOf = (ask: AdjustAsk) => (TITLE[ask.kind] as (a: AdjustAsk) => string)(ask);

/**
 * One adjustment request with its reason (kept in the audit). It becomes a request another finance member approves;
 * nothing changes before that.
 */
export function AdjustForm({ ask, onDone, onCancel }: { ask: AdjustAsk; onDone: (approvalId: number) => void; onCancel: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<{ approvalId: number }>();
  // The request shows among the borrower's adjustments and in Approvals: Refine fetches both again.
  const refresh = useRefreshAfter('adjustments', 'approvals');
  const needsAmount = ask.kind === 'refund' || ask.kind === 'waive';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = deskKwacha(amount);
    if (needsAmount && (typed === null || typed <= 0)) return setProblem('Type an amount in Kwacha, such as 10.50.');
    if (ask.kind === 'extend' && !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return setProblem('Choose the new due date.');
    if (reason.trim().length < 3) return setProblem('Say why (at least 3 characters): it is kept in the audit.');
    setProblem(null);
    const base = { reason: reason.trim() };
    const values =
      ask.kind === 'refund' ? { ...base, userId: ask.userId, amount: typed }
      : ask.kind === 'waive' ? { ...base, planId: ask.planId, component: ask.component, amount: typed }
      : ask.kind === 'extend' ? { ...base, planId: ask.planId, dueDate }
      : { ...base, orderId: ask.orderId };
    mutate(
      {
        ...callOf(adjustmentCalls[ask.kind]),
        values,
        successNotification: (answer) => doneNotice(`Sent for approval (request ${answer!.data.approvalId}). Another finance member approves it below or in Approvals.`),
      },
      { onSuccess: ({ data }) => (refresh(), onDone(data.approvalId)) },
    );
  };

  const message = problem ?? mutation.error?.message ?? null;
  return (
    <form className="form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        {titleOf(ask)}
      </h2>
      {needsAmount ? (
        <>
          <label htmlFor={`${id}-amount`}>Amount (Kwacha)</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} autoComplete="off" />
        </>
      ) : null}
      {ask.kind === 'extend' ? (
        <>
          <label htmlFor={`${id}-date`}>New due date</label>
          <input id={`${id}-date`} type="date" min={ask.dueDate} value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        </>
      ) : null}
      <label htmlFor={`${id}-reason`}>Reason (kept in the audit)</label>
      <textarea id={`${id}-reason`} value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
      <FormEnd message={message} busy={mutation.isPending} submitLabel="Send for approval" onCancel={onCancel} />
    </form>
  );
}
