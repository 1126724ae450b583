import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { CorrectionCorrectBody, StaffCorrection } from '@pocket/contracts/api/staff';
import { dataCorrectionCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { formatTime } from '../ui/format';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { AnswerForm } from './answer-form';
import { CorrectForm } from './correct-form';

/**
 * One correction request: what the borrower says is wrong, its age, and the answer (once): support's words, or risk's
 * correction of an identity field with the evidence checked.
 */
export function CorrectionRow({ correction, canAnswer, canCorrect }: { correction: StaffCorrection; canAnswer: boolean; canCorrect: boolean }) {
  const [open, setOpen] = useState<'answer' | 'correct' | null>(null);
  const { mutate, mutation } = useCustomMutation();
  // A correction changes the borrower's data (and sends their KYC to review again).
  const refresh = useRefreshAfter('data-corrections', 'borrowers', 'kyc');
  const send = (path: 'answer' | 'correct', values: { answer: string } | CorrectionCorrectBody) =>
    mutate({ ...callOf(dataCorrectionCalls[path], { id: correction.id }), values }, { onSuccess: () => (setOpen(null), refresh()) });
  const correctable = canCorrect && correction.applicable;
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
          ) : (
            <>
              {canAnswer ? (
                <button type="button" className="button primary" onClick={() => setOpen('answer')}>
                  Answer
                </button>
              ) : null}
              {correctable ? (
                <button type="button" className="button primary" onClick={() => setOpen('correct')}>
                  Correct
                </button>
              ) : null}
            </>
          )}
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={5}>
            {open === 'answer' ? (
              <AnswerForm title={`Answer ${correction.reference}`} applicable={correction.applicable} busy={mutation.isPending} error={mutation.error?.message ?? null} onSubmit={(reply) => send('answer', reply)} onCancel={() => setOpen(null)} />
            ) : (
              <CorrectForm title={`Correct ${correction.fieldText} (${correction.reference})`} busy={mutation.isPending} error={mutation.error?.message ?? null} onSubmit={(body) => send('correct', body)} onCancel={() => setOpen(null)} />
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
