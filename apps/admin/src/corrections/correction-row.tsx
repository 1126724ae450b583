import { useState } from 'react';

import { correctionCorrectBody, correctionReplyBody } from '@pocket/contracts/api/staff';
import type { StaffCorrection } from '@pocket/contracts/api/staff';

import { ActionButtons } from '../ui/action-buttons';
import { formatTime } from '../ui/format';
import { FormRow, RequestCell } from '../ui/row-pieces';
import { useCheckedForm } from '../ui/use-checked-form';
import { useCloseAndRefresh } from '../ui/use-refresh-after';
import { AnswerForm } from './answer-form';
import { CorrectForm } from './correct-form';

const LABELS = { answer: 'Answer', value: 'Corrected value', evidence: 'Evidence', evidenceNote: 'What it shows' };

/**
 * One correction request: what the borrower says is wrong, its age, and the answer (once): support's words, or risk's
 * correction of an identity field with the evidence checked. Each goes through Refine's form over its call, checked
 * first by the call's schema (correctionReplyBody, correctionCorrectBody).
 */
export function CorrectionRow({ correction, canAnswer, canCorrect }: { correction: StaffCorrection; canAnswer: boolean; canCorrect: boolean }) {
  const [open, setOpen] = useState<'answer' | 'correct' | null>(null);
  const answering = useCheckedForm('data-correction-answers', correctionReplyBody, { params: { id: correction.id }, labels: LABELS });
  const correcting = useCheckedForm('data-correction-corrections', correctionCorrectBody, { params: { id: correction.id }, labels: LABELS });
  // A correction changes the borrower's data (and sends their KYC to review again).
  const done = useCloseAndRefresh(() => setOpen(null), 'data-corrections', 'borrowers', 'kyc');
  const correctable = canCorrect && correction.applicable;
  return (
    <>
      <tr>
        <RequestCell reference={correction.reference} uid={correction.uid} />
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
            <ActionButtons
              inline
              actions={[
                ...(canAnswer ? [{ label: 'Answer', tone: 'primary' as const, onClick: () => setOpen('answer') }] : []),
                ...(correctable ? [{ label: 'Correct', tone: 'primary' as const, onClick: () => setOpen('correct') }] : []),
              ]}
            />
          )}
        </td>
      </tr>
      {open ? (
        <FormRow colSpan={5}>
            {open === 'answer' ? (
              <AnswerForm title={`Answer ${correction.reference}`} applicable={correction.applicable} busy={answering.busy} error={answering.message} onSubmit={(reply) => void answering.send(reply).then(done)} onCancel={() => (setOpen(null), answering.clear())} />
            ) : (
              <CorrectForm title={`Correct ${correction.fieldText} (${correction.reference})`} busy={correcting.busy} error={correcting.message} onSubmit={(typed) => void correcting.send(typed).then(done)} onCancel={() => (setOpen(null), correcting.clear())} />
            )}
        </FormRow>
      ) : null}
    </>
  );
}
