import { useCan } from '@refinedev/core';
import { useState } from 'react';

import { bookFeeRecognitionBody } from '@pocket/contracts/api/staff';
import type { FeeRecognition } from '@pocket/contracts/api/staff';
import { bookCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { lusakaDay } from '../catalogue/units';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useResourceRead } from '../ui/use-resource-read';

interface Setting {
  feeRecognition: FeeRecognition;
  changedAt: string | null;
}

const isSetting = (d: unknown): d is Setting => typeof d === 'object' && d !== null && 'feeRecognition' in d;

/** The setting in the desk's words. */
export const recognitionOf = (value: FeeRecognition) =>
  value === 'over_term' ? "Over the loan's term: earned day by day, straight line" : 'At disbursement: all of it the day the loan is paid out';
const other = (value: FeeRecognition): FeeRecognition => (value === 'over_term' ? 'at_disbursement' : 'over_term');
const shortOf = (value: FeeRecognition) => (value === 'over_term' ? "over the loan's term" : 'at disbursement');

/**
 * How the product's service fee is recognised as income (docs/books.md "Changing the fee recognition"): over the
 * loan's term or at disbursement. Finance (or admin) asks for the other setting; a second person approves it in
 * Approvals, and it applies to loans paid out after the approval. The request goes through Refine's form over its
 * call, checked first by the call's schema (bookFeeRecognitionBody).
 */
export function FeeRecognitionView() {
  const { query, result } = useResourceRead<Setting>('books', callOf(bookCalls.feeRecognition));
  const { data: canChange } = useCan({ resource: 'books', action: 'change-fee-recognition' });
  const form = useCheckedForm<typeof bookFeeRecognitionBody, { id: number }>('book-fee-recognition-changes', bookFeeRecognitionBody, { labels: { reason: 'Reason' } });
  // Approvals lists the request at once.
  const refresh = useRefreshAfter('approvals');
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (query.isError) return <p role="alert">{query.error?.message ?? 'The fee recognition could not be loaded.'}</p>;
  if (!isSetting(result.data)) return <p role="status">Loading the fee recognition...</p>;
  const { feeRecognition, changedAt } = result.data;
  const next = other(feeRecognition);
  return (
    <section className="card" aria-label="Fee recognition">
      <h2>Fee recognition</h2>
      <p>
        The service fee is recognised as income: <strong>{recognitionOf(feeRecognition)}</strong>.{' '}
        {changedAt ? `Changed on ${lusakaDay(changedAt)}.` : 'Not changed on the desk since the books began.'}
      </p>
      <p className="muted">
        A change applies to loans paid out after its approval; fees of loans paid out before go on as they were recognised (those being earned over their term
        are earned to the end of it).
      </p>
      {done ? <p role="status">{done}</p> : null}
      {canChange?.can === true && !asking ? (
        <button type="button" className="button secondary" onClick={() => (setDone(null), setAsking(true))}>
          Recognise the fee {shortOf(next)}
        </button>
      ) : null}
      {asking ? (
        <ReasonForm
          title={`Recognise the service fee ${shortOf(next)}`}
          submitLabel="Ask for approval"
          form={form}
          hint="A second person (finance or admin) approves it in Approvals; loans paid out after the approval take the new setting."
          onCancel={() => (setAsking(false), form.clear())}
          onSubmit={(reason) =>
            void form.send({ feeRecognition: next, reason }).then((answer) => {
              if (answer) {
                setAsking(false);
                setDone(`The fee recognised ${shortOf(next)} requested (request ${answer.id}): a second person approves it in Approvals.`);
                refresh();
              }
            })
          }
        />
      ) : null}
    </section>
  );
}
