import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';

import { extendBody, refundBody, waiveBody, writeOffBody } from '@pocket/contracts/api/staff';
import { deskKwacha } from '@pocket/contracts/money';

import { doneNotice } from '../providers/notification-provider';
import { FormEnd } from '../ui/form-end';
import { useCheckedForm } from '../ui/use-checked-form';
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

/** Each kind's call as a resource of Refine's form (providers/resource-calls.ts) and the call's own body schema. */
const CALLS: Record<AdjustAsk['kind'], [string, z.ZodType]> = {
  refund: ['adjustment-refunds', refundBody],
  waive: ['adjustment-waivers', waiveBody],
  extend: ['adjustment-extensions', extendBody],
  'write-off': ['adjustment-write-offs', writeOffBody],
};
const LABELS = { amount: 'Amount (Kwacha)', dueDate: 'New due date', reason: 'Reason' };
const WORDS = { amount: 'type an amount in Kwacha, such as 10.50', dueDate: 'choose the new due date' };

/**
 * One adjustment request with its reason (kept in the audit). It becomes a request another finance member approves;
 * nothing changes before that. Sent through Refine's form, checked first by the kind's call schema (refundBody...).
 */
export function AdjustForm({ ask, onDone, onCancel }: { ask: AdjustAsk; onDone: (approvalId: number) => void; onCancel: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [reason, setReason] = useState('');
  const [resource, schema] = CALLS[ask.kind];
  const form = useCheckedForm<z.ZodType, { approvalId: number }>(resource, schema, {
    labels: LABELS,
    words: WORDS,
    successNotification: (answer) => doneNotice(`Sent for approval (request ${answer!.data.approvalId}). Another finance member approves it below or in Approvals.`),
  });
  // The request shows among the borrower's adjustments and in Approvals: Refine fetches both again.
  const refresh = useRefreshAfter('adjustments', 'approvals');
  const needsAmount = ask.kind === 'refund' || ask.kind === 'waive';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = deskKwacha(amount) ?? undefined;
    const values =
      ask.kind === 'refund' ? { userId: ask.userId, amount: typed, reason }
      : ask.kind === 'waive' ? { planId: ask.planId, component: ask.component, amount: typed, reason }
      : ask.kind === 'extend' ? { planId: ask.planId, dueDate: dueDate || undefined, reason }
      : { orderId: ask.orderId, reason };
    void form.send(values).then((answer) => {
      if (answer) {
        refresh();
        onDone(answer.approvalId);
      }
    });
  };

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
      <FormEnd message={form.message} busy={form.busy} submitLabel="Send for approval" onCancel={onCancel} />
    </form>
  );
}
