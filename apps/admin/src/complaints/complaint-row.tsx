import { useState } from 'react';

import { complaintReplyBody } from '@pocket/contracts/api/staff';
import type { StaffComplaint } from '@pocket/contracts/api/staff';

import { formatTime } from '../ui/format';
import { ReasonForm } from '../ui/reason-form';
import { FormRow, RequestCell } from '../ui/row-pieces';
import { useCheckedForm } from '../ui/use-checked-form';
import { useCloseAndRefresh } from '../ui/use-refresh-after';

const ANSWER_FIELD = {
  label: 'Answer (the borrower reads it in the app and gets an SMS)',
  minLength: 10,
  tooShort: 'Write an answer the borrower can act on (at least 10 characters).',
  maxLength: 2000,
  rows: 4,
};

const LABELS = { answer: 'Answer' };

/**
 * One complaint: what the borrower wrote, its age against the target time, and the answer (once), sent through
 * Refine's form over its call, checked first by the call's schema (complaintReplyBody).
 */
export function ComplaintRow({ complaint, canAnswer }: { complaint: StaffComplaint; canAnswer: boolean }) {
  const [answering, setAnswering] = useState(false);
  const form = useCheckedForm('complaint-answers', complaintReplyBody, { params: { id: complaint.id }, labels: LABELS });
  // The queue (Refine's list of complaints) shows the complaint answered.
  const done = useCloseAndRefresh(() => setAnswering(false), 'complaints');
  const send = (answer: string) => void form.send({ answer }).then(done);
  return (
    <>
      <tr>
        <RequestCell reference={complaint.reference} uid={complaint.uid}>
          {complaint.orderId !== null ? <> · loan {complaint.orderId}</> : null}
        </RequestCell>
        <td>{complaint.categoryText}</td>
        <td className="wrap">{complaint.text}</td>
        <td>{formatTime(complaint.createdAt)}</td>
        <td>
          {formatTime(complaint.answerBy)}
          {complaint.late ? <strong className="error"> late</strong> : null}
        </td>
        <td className="actions">
          {complaint.status === 'ANSWERED' ? (
            <span>
              Answered by {complaint.answeredBy}, {formatTime(complaint.answeredAt)}: {complaint.answer}
            </span>
          ) : canAnswer ? (
            <button type="button" className="button primary" onClick={() => setAnswering(true)}>
              Answer
            </button>
          ) : null}
        </td>
      </tr>
      {answering ? (
        <FormRow colSpan={6}>
            <ReasonForm title={`Answer ${complaint.reference}`} submitLabel="Send answer" field={ANSWER_FIELD} form={form} onSubmit={send} onCancel={() => setAnswering(false)} />
        </FormRow>
      ) : null}
    </>
  );
}
