import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import type { Approval } from '@pocket/contracts/api/staff';

import { DecisionCell } from '../ui/decision-cell';
import { formatTime, formatValue } from '../ui/format';
import { ReasonForm } from '../ui/reason-form';

/** `role.grant: staffId 4, role risk` */
const describe = (approval: Approval) =>
  `${approval.kind}: ${Object.entries(approval.payload)
    .map(([key, value]) => `${key} ${formatValue(value)}`)
    .join(', ')}`;

/** One request: approve it or reject it with a reason, unless it is your own (then nothing to press: the server refuses too). */
export function ApprovalRow({ approval, mine, onDecided }: { approval: Approval; mine: boolean; onDecided: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const { mutate, mutation } = useCustomMutation();
  const error = mutation.error?.message ?? null;
  const decide = (verb: 'approve' | 'reject', values: Record<string, string>) =>
    mutate({ url: `/approvals/${approval.id}/${verb}`, method: 'post', values }, { onSuccess: () => (setRejecting(false), onDecided()) });
  const open = approval.status === 'requested';

  return (
    <>
      <tr>
        <td>{describe(approval)}</td>
        <td>{approval.reason}</td>
        <td>
          {approval.requestedBy.email}
          <br />
          {formatTime(approval.requestedAt)}
        </td>
        <td>{formatTime(approval.expiresAt)}</td>
        <td>
          {approval.status}
          {approval.decidedBy ? ` by ${approval.decidedBy.email}, ${formatTime(approval.decidedAt)}` : ''}
          {approval.decisionNote ? `: ${approval.decisionNote}` : ''}
        </td>
        <DecisionCell open={open} mine={mine} checker="another person" busy={mutation.isPending} onApprove={() => decide('approve', {})} onReject={() => setRejecting(true)} />
      </tr>
      {rejecting || (error && !rejecting) ? (
        <tr>
          <td colSpan={6}>
            {rejecting ? (
              <ReasonForm title={`Reject ${describe(approval)}`} submitLabel="Reject" busy={mutation.isPending} error={error} onSubmit={(reason) => decide('reject', { reason })} onCancel={() => setRejecting(false)} />
            ) : (
              <p role="alert" className="error">
                {error}
              </p>
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
