import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { FormEnd } from '../ui/form-end';

export const ANSWER_TEXT = {
  answer: 'Answer (the borrower reads it in the app and gets an SMS)',
  identity:
    'A name, date of birth, gender or NRC number was verified by KYC: only risk may change it, with evidence. Answer without changing it, or leave the request for risk.',
  send: 'Send answer',
} as const;

/**
 * Support's answer to a correction request: words for the borrower; it changes nothing in the profile. The answer goes
 * as typed: the call's schema (correctionReplyBody) checks it before anything is sent (correction-row.tsx).
 */
export function AnswerForm({ title, applicable, busy, error, onSubmit, onCancel }: { title: string; applicable: boolean; busy: boolean; error: string | null; onSubmit: (reply: { answer: string }) => void; onCancel: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ answer });
  };
  return (
    <form className="reason-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">
        {title}
      </h2>
      {applicable ? <p className="muted">{ANSWER_TEXT.identity}</p> : null}
      <label htmlFor={`${id}-answer`}>{ANSWER_TEXT.answer}</label>
      <textarea id={`${id}-answer`} value={answer} maxLength={2000} rows={4} onChange={(event) => setAnswer(event.target.value)} />
      <FormEnd message={error} busy={busy} submitLabel={ANSWER_TEXT.send} onCancel={onCancel} />
    </form>
  );
}
