/**
 * The end of a desk form: the problem (the form's own or the server's refusal) where the person is looking, then the
 * send button, which says "Sending..." and cannot be pressed twice while the request is on its way, and Cancel.
 */
export function FormEnd({ message, busy, submitLabel, onCancel }: { message: string | null | undefined; busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <>
      {message ? (
        <p role="alert" className="error">
          {message}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'Sending...' : submitLabel}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
