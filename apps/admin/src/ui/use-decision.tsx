import { useState } from 'react';

import { approveBody, rejectBody } from '@pocket/contracts/api/staff';

import { ReasonForm } from './reason-form';
import { useCheckedForm } from './use-checked-form';
import { useRefreshAfter } from './use-refresh-after';

/**
 * A maker-checker request's decision from its row: Refine's forms over the approve and reject calls (the
 * approval-approvals and approval-rejections resources), checked first by their schemas (approveBody, rejectBody); once
 * decided, Refine fetches again the resources the request was about (`refreshed`).
 */
export function useDecision(approvalId: number, ...refreshed: string[]) {
  const [rejecting, setRejecting] = useState(false);
  const approving = useCheckedForm('approval-approvals', approveBody, { params: { id: approvalId }, labels: { note: 'Note' } });
  const rejection = useCheckedForm('approval-rejections', rejectBody, { params: { id: approvalId }, labels: { reason: 'Reason' } });
  const refresh = useRefreshAfter(...refreshed);
  const decided = (answer: unknown) => {
    if (answer) {
      setRejecting(false);
      refresh();
    }
  };
  return {
    rejecting,
    startRejecting: () => setRejecting(true),
    stopRejecting: () => setRejecting(false),
    busy: approving.busy || rejection.busy,
    error: approving.message ?? rejection.message,
    approve: () => void approving.send({}).then(decided),
    reject: (reason: string) => void rejection.send({ reason }).then(decided),
  };
}

/** A row's decision, as useDecision gives it. */
export type Decision = ReturnType<typeof useDecision>;

/**
 * The row under a request's row: the reject form while rejecting (a reason kept in the audit), else the refusal of the
 * last decision, else nothing.
 */
export function DecisionFollowUp({ decision, title, columns, checkedByCall = false }: { decision: Decision; title: string; columns: number; checkedByCall?: boolean }) {
  if (!decision.rejecting && !decision.error) return null;
  return (
    <tr>
      <td colSpan={columns}>
        {decision.rejecting ? (
          <ReasonForm title={title} submitLabel="Reject" busy={decision.busy} error={decision.error} checkedByCall={checkedByCall} onSubmit={decision.reject} onCancel={decision.stopRejecting} />
        ) : (
          <p role="alert" className="error">
            {decision.error}
          </p>
        )}
      </td>
    </tr>
  );
}
