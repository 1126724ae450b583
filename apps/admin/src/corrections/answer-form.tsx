import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { FormEnd } from '../ui/form-end';

export const ANSWER_TEXT = {
  answer: 'Answer (the borrower reads it in the app and gets an SMS)',
  tooShort: 'Write an answer the borrower can act on (at least 10 characters).',
  value: 'Corrected value (optional: written to the profile, audited)',
  send: 'Send answer',
} as const;

/** The desk's answer to a correction request, with the corrected value when the field is one the desk may change. */
export function AnswerForm({ title, applicable, busy, error, onSubmit, onCancel }: { title: string; applicable: boolean; busy: boolean; error: string | null; onSubmit: (reply: { answer: string; value?: string }) => void; onCancel: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim().length < 10) return setProblem(ANSWER_TEXT.tooShort);
    setProblem(null);
    onSubmit({ answer: answer.trim(), ...(applicable && value.trim() ? { value: value.trim() } : {}) });
  };
  const message = problem ?? error;
  return (
    <form className="reason-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        {title}
      </h2>
      <label htmlFor={`${id}-answer`}>{ANSWER_TEXT.answer}</label>
      <textarea id={`${id}-answer`} value={answer} maxLength={2000} rows={4} onChange={(event) => setAnswer(event.target.value)} />
      {applicable ? (
        <>
          <label htmlFor={`${id}-value`}>{ANSWER_TEXT.value}</label>
          <input id={`${id}-value`} value={value} maxLength={100} onChange={(event) => setValue(event.target.value)} />
        </>
      ) : null}
      <FormEnd message={message} busy={busy} submitLabel={ANSWER_TEXT.send} onCancel={onCancel} />
    </form>
  );
}
