import { useState } from 'react';

import { planBody } from '@pocket/contracts/api/staff';

import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

const LABELS = { instalments: 'Instalments', waivePenalty: 'Waive the penalties owed', reason: 'Reason' };

/**
 * A payment plan for a hardship request: the rest of the debt over N instalments, penalties waived or not. It asks for
 * a `collections.restructure` approval; a finance member approves it (Approvals), and only then do the bills change.
 * Sent through Refine's form (the collection-plans resource), checked first by the call's own schema (planBody).
 */
export function PlanForm({ hardshipId }: { hardshipId: number }) {
  const [open, setOpen] = useState(false);
  const [instalments, setInstalments] = useState(3);
  const [waivePenalty, setWaivePenalty] = useState(true);
  const [asked, setAsked] = useState<number | null>(null);
  const form = useCheckedForm<typeof planBody, { approvalId: number }>('collection-plans', planBody, { params: { id: hardshipId }, labels: LABELS });
  // The plan asked for shows on the case and waits in Approvals: Refine fetches both again.
  const refresh = useRefreshAfter('collections', 'approvals');
  if (asked !== null) return <p role="status">Plan asked for (request {asked}): a finance member approves it under Approvals.</p>;
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Propose a plan
      </button>
    );
  }
  const submit = (reason: string) =>
    void form.send({ instalments, waivePenalty, reason }).then((answer) => {
      if (answer) {
        setAsked(answer.approvalId);
        refresh();
      }
    });
  return (
    <div>
      <div className="field">
        <label htmlFor={`instalments-${hardshipId}`}>Instalments (every 30 days)</label>
        <select id={`instalments-${hardshipId}`} value={instalments} onChange={(e) => setInstalments(Number(e.target.value))}>
          {[2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={waivePenalty} onChange={(e) => setWaivePenalty(e.target.checked)} /> Waive the penalties owed
        </label>
      </div>
      <ReasonForm title={`Payment plan for request ${hardshipId}`} submitLabel="Ask for approval" busy={form.busy} error={form.message} checkedByCall onSubmit={submit} onCancel={() => setOpen(false)} />
    </div>
  );
}
