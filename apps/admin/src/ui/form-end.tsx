import type { ReactNode } from 'react';

interface FormEndProps {
  message: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  /** What the send button says while the request is on its way. */
  busyLabel?: string;
  /** The send button's look: a rejection's is `danger`. */
  tone?: 'primary' | 'danger';
  /** Cancel as a button; `cancel` instead when it is something else (a link back to the list); neither: no Cancel. */
  onCancel?: (() => void) | undefined;
  cancel?: ReactNode;
}

/** A form's problem (its own or the server's refusal) where the person is looking; nothing when there is none. */
export function FormProblem({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="error">
      {message}
    </p>
  ) : null;
}

/** A form's send button: it says `busyLabel` and cannot be pressed twice while the request is on its way. */
export function SendButton({ busy, label, busyLabel = 'Sending...', tone = 'primary' }: { busy: boolean; label: string; busyLabel?: string; tone?: 'primary' | 'danger' }) {
  return (
    <button type="submit" className={`button ${tone}`} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The end of a desk form: the problem (the form's own or the server's refusal) where the person is looking, then the
 * send button, which says "Sending..." (or `busyLabel`) and cannot be pressed twice while the request is on its way,
 * and Cancel.
 */
export function FormEnd({ message, busy, submitLabel, busyLabel, tone, onCancel, cancel }: FormEndProps) {
  return (
    <>
      <FormProblem message={message} />
      <div className="actions">
        <SendButton busy={busy} label={submitLabel} {...(busyLabel ? { busyLabel } : {})} {...(tone ? { tone } : {})} />
        {cancel ??
          (onCancel ? (
            <button type="button" className="button secondary" onClick={onCancel}>
              Cancel
            </button>
          ) : null)}
      </div>
    </>
  );
}
