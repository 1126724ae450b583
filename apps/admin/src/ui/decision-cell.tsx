import type { Decision } from './use-decision';

/**
 * A maker-checker request's actions in its row: the maker sees that another person checks it and nothing to press;
 * anyone else allowed may approve, or reject (which asks for a reason). Nothing once the request is decided.
 */
export function DecisionCell({ open, mine, checker, decision }: {
  open: boolean;
  mine: boolean;
  /** Who checks the maker's request, e.g. "another person", "another finance member". */
  checker: string;
  /** The row's decision (useDecision): approve at once, or start rejecting (DecisionFollowUp asks the reason). */
  decision: Pick<Decision, 'busy' | 'approve' | 'startRejecting'>;
}) {
  return (
    <td className="actions">
      {open && mine ? <span className="muted">Your request: {checker} checks it.</span> : null}
      {open && !mine ? (
        <>
          <button type="button" className="button primary" disabled={decision.busy} onClick={decision.approve}>
            Approve
          </button>
          <button type="button" className="button danger" onClick={decision.startRejecting}>
            Reject
          </button>
        </>
      ) : null}
    </td>
  );
}
