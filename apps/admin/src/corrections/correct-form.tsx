import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { CORRECTION_EVIDENCE } from '@pocket/contracts/api/staff';
import type { CorrectionEvidence } from '@pocket/contracts/api/staff';

import { FormEnd } from '../ui/form-end';
import { ANSWER_TEXT } from './answer-form';

export const CORRECT_TEXT = {
  value: 'Corrected value (written to the profile)',
  evidence: 'Evidence you checked',
  evidenceNote: 'What it shows (kept in the audit)',
  reopens: 'The correction is audited with the evidence, and the borrower\'s KYC goes back to the KYC review queue.',
  send: 'Correct and answer',
} as const;

/** The correction as typed: the call's schema (correctionCorrectBody) checks it before anything is sent (correction-row.tsx). */
export interface TypedCorrection {
  value: string;
  evidence: CorrectionEvidence;
  evidenceNote: string;
  answer: string;
}

/** Risk's correction of a KYC-verified field: the value, the evidence checked, and the answer the borrower reads. */
export function CorrectForm({ title, busy, error, onSubmit, onCancel }: { title: string; busy: boolean; error: string | null; onSubmit: (typed: TypedCorrection) => void; onCancel: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [evidence, setEvidence] = useState<CorrectionEvidence>('nrc-photos');
  const [evidenceNote, setEvidenceNote] = useState('');
  const [answer, setAnswer] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ value, evidence, evidenceNote, answer });
  };
  return (
    <form className="reason-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        {title}
      </h2>
      <p className="muted">{CORRECT_TEXT.reopens}</p>
      <label htmlFor={`${id}-value`}>{CORRECT_TEXT.value}</label>
      <input id={`${id}-value`} value={value} maxLength={100} onChange={(event) => setValue(event.target.value)} />
      <label htmlFor={`${id}-evidence`}>{CORRECT_TEXT.evidence}</label>
      <select id={`${id}-evidence`} value={evidence} onChange={(event) => setEvidence(event.target.value as CorrectionEvidence)}>
        {(Object.keys(CORRECTION_EVIDENCE) as CorrectionEvidence[]).map((source) => (
          <option key={source} value={source}>
            {CORRECTION_EVIDENCE[source]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`}>{CORRECT_TEXT.evidenceNote}</label>
      <input id={`${id}-note`} value={evidenceNote} maxLength={500} onChange={(event) => setEvidenceNote(event.target.value)} />
      <label htmlFor={`${id}-answer`}>{ANSWER_TEXT.answer}</label>
      <textarea id={`${id}-answer`} value={answer} maxLength={2000} rows={4} onChange={(event) => setAnswer(event.target.value)} />
      <FormEnd message={error} busy={busy} submitLabel={CORRECT_TEXT.send} onCancel={onCancel} />
    </form>
  );
}
