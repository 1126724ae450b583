import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { formatTime } from '../ui/format';
import { AnswerForm } from './answer-form';

/** One correction request: what the borrower says is wrong, its age, and the answer (once), maybe with the correction. */
export function CorrectionRow({ correction, canAnswer, onAnswered }: { correction: StaffCorrection; canAnswer: boolean; onAnswered: () => void }) {
  const [answering, setAnswering] = useState(false);
  const { mutate, mutation } = useCustomMutation();
  const send = (values: { answer: string; value?: string }) =>
    mutate({ url: `/data-corrections/${correction.id}/answer`, method: 'post', values }, { onSuccess: () => (setAnswering(false), onAnswered()) });
  return (
    <>
      <tr>
        <td>
          <strong>{correction.reference}</strong>
          <br />
          <Link to={`/borrowers/${correction.uid}`}>Borrower {correction.uid}</Link>
        </td>
        <td>{correction.fieldText}</td>
        <td className="wrap">{correction.text}</td>
        <td>{formatTime(correction.createdAt)}</td>
        <td className="actions">
          {correction.status === 'ANSWERED' ? (
            <span>
              Answered by {correction.answeredBy}, {formatTime(correction.answeredAt)}
              {correction.corrected ? ' (data corrected)' : ''}: {correction.answer}
            </span>
          ) : canAnswer ? (
            <button type="button" className="button primary" onClick={() => setAnswering(true)}>
              Answer
            </button>
          ) : null}
        </td>
      </tr>
      {answering ? (
        <tr>
          <td colSpan={5}>
            <AnswerForm title={`Answer ${correction.reference}`} applicable={correction.applicable} busy={mutation.isPending} error={mutation.error?.message ?? null} onSubmit={send} onCancel={() => setAnswering(false)} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
