import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { CORRECTION_EVIDENCE } from '@pocket/contracts/api/staff';
import type { CorrectionCorrectBody, CorrectionEvidence } from '@pocket/contracts/api/staff';

import { FormEnd } from '../ui/form-end';
import { ANSWER_TEXT } from './answer-form';

export const CORRECT_TEXT = {
  value: 'Corrected value (written to the profile)',
  evidence: 'Evidence you checked',
  evidenceNote: 'What it shows (kept in the audit)',
  valueNeeded: 'Write the corrected value.',
  noteNeeded: 'Name what you checked and what it shows (at least 10 characters).',
  reopens: 'The correction is audited with the evidence, and the borrower\'s KYC goes back to the KYC review queue.',
  send: 'Correct and answer',
} as const;

/** Risk's correction of a KYC-verified field: the value, the evidence checked, and the answer the borrower reads. */
export function CorrectForm({ title, busy, error, onSubmit, onCancel }: { title: string; busy: boolean; error: string | null; onSubmit: (body: CorrectionCorrectBody) => void; onCancel: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [evidence, setEvidence] = useState<CorrectionEvidence>('nrc-photos');
  const [evidenceNote, setEvidenceNote] = useState('');
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setProblem(CORRECT_TEXT.valueNeeded);
    if (evidenceNote.trim().length < 10) return setProblem(CORRECT_TEXT.noteNeeded);
    if (answer.trim().length < 10) return setProblem(ANSWER_TEXT.tooShort);
    setProblem(null);
    onSubmit({ value: value.trim(), evidence, evidenceNote: evidenceNote.trim(), answer: answer.trim() });
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
      <FormEnd message={problem ?? error} busy={busy} submitLabel={CORRECT_TEXT.send} onCancel={onCancel} />
    </form>
  );
}
