import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { FormEnd } from './form-end';

interface ReasonFormProps {
  /** What the person is about to do, e.g. "Disable ana@pocket.test". */
  title: string;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
  /** The field's label and rules when it is not an audit reason (a complaint's answer, say). */
  field?: { label: string; minLength: number; tooShort: string; maxLength: number; rows: number };
  /** A further rule the text must pass before it is sent (a reveal's reason in words): the problem's words, or null. */
  check?: (text: string) => string | null;
  /** A line under the field saying what a good answer looks like. */
  hint?: string;
  /** The text goes as typed: the caller's call schema checks it (ui/use-checked-form.ts), not this form's rules. */
  checkedByCall?: boolean;
  /**
   * The checked form (ui/use-checked-form.ts) the text is sent through: its call's schema checks the text (as
   * `checkedByCall`), and its state shows here (busy while on its way, its refusal unless `error` says something first).
   */
  form?: { busy: boolean; message: string | null };
}

const REASON_FIELD = { label: 'Reason (kept in the audit)', minLength: 3, tooShort: 'Say why (at least 3 characters): it is kept in the audit.', maxLength: 500, rows: 2 };

/** Every action that needs a reason asks for it here: 3 to 500 characters, the words kept in the audit (or another text by `field`). */
export function ReasonForm({ title, submitLabel, form, busy = form?.busy ?? false, error = null, onSubmit, onCancel, field = REASON_FIELD, check, hint, checkedByCall = form !== undefined }: ReasonFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkedByCall) return onSubmit(reason);
    const text = reason.trim();
    if (text.length < field.minLength) return setProblem(field.tooShort);
    const rule = check?.(text) ?? null;
    if (rule) return setProblem(rule);
    setProblem(null);
    onSubmit(text);
  };
  const message = problem ?? error ?? form?.message ?? null;
  return (
    <form className="reason-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-title">{title}</h2>
      <label htmlFor={`${id}-reason`}>{field.label}</label>
      <textarea id={`${id}-reason`} value={reason} maxLength={field.maxLength} rows={field.rows} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => setReason(event.target.value)} />
      {hint ? (
        <p id={`${id}-hint`} className="muted">
          {hint}
        </p>
      ) : null}
      <FormEnd message={message} busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
