import { useState } from 'react';

import { useRefreshAfter } from './use-refresh-after';

/**
 * A form whose call asks for a maker-checker request (a payment resolved by hand, a statement's difference resolved):
 * `ask` sends it through the form's `send` (ui/use-checked-form.ts); once asked, `sent` is the request's id and Refine
 * fetches again the resources that show it waiting (`refreshed`).
 */
export function useSentForApproval<TInput>(send: (input: TInput) => Promise<{ approvalId: number } | null>, ...refreshed: string[]) {
  const [sent, setSent] = useState<number | null>(null);
  const refresh = useRefreshAfter(...refreshed);
  const ask = (input: TInput) =>
    void send(input).then((answer) => {
      if (answer) {
        setSent(answer.approvalId);
        refresh();
      }
    });
  return { sent, ask };
}

/** What the form says once asked: the request's id, who approves it and what happens then (`then`), and Close. */
export function SentForApproval({ request, then, onDone }: { request: number; then: string; onDone: () => void }) {
  return (
    <div role="status">
      <p>
        Sent for approval (request {request}). Another finance member approves it in Approvals; {then}.
      </p>
      <button type="button" className="button secondary" onClick={onDone}>
        Close
      </button>
    </div>
  );
}
