import { useState } from 'react';

import { approveBody, rejectBody } from '@pocket/contracts/api/staff';
import type { Approval } from '@pocket/contracts/api/staff';

import { DecisionCell } from '../ui/decision-cell';
import { FormProblem } from '../ui/form-end';
import { formatTime, formatValue } from '../ui/format';
import { ReasonForm } from '../ui/reason-form';
import { useCheckedForm } from '../ui/use-checked-form';
import { useRefreshAfter } from '../ui/use-refresh-after';

/** `role.grant: staffId 4, role risk` */
const describe = (approval: Approval) =>
  `${approval.kind}: ${Object.entries(approval.payload)
    .map(([key, value]) => `${key} ${formatValue(value)}`)
    .join(', ')}`;

/** The kinds about a staff member (payload.staffId): that member may not check them (the server refuses too). */
const ABOUT_STAFF = new Set(['role.grant', 'staff.reset']);
export const isAboutStaff = (approval: Approval, staffId: number | null) => ABOUT_STAFF.has(approval.kind) && staffId !== null && approval.payload.staffId === staffId;

/**
 * One request: approve it or reject it with a reason, unless it is your own or about you (then nothing to press: the
 * server refuses too).
 */
export function ApprovalRow({ approval, mine, aboutMe = false }: { approval: Approval; mine: boolean; aboutMe?: boolean }) {
  const [rejecting, setRejecting] = useState(false);
  // Refine's forms over the approve and reject calls, checked first by their schemas (approveBody, rejectBody).
  const approving = useCheckedForm('approval-approvals', approveBody, { params: { id: approval.id }, labels: { note: 'Note' } });
  const rejection = useCheckedForm('approval-rejections', rejectBody, { params: { id: approval.id }, labels: { reason: 'Reason' } });
  // An approved request changes what it was about: a payment's resolution, a staff member's roles, a refund.
  const refresh = useRefreshAfter('approvals', 'payments', 'staff', 'adjustments', 'collections', 'shop-payouts');
  const error = approving.message ?? rejection.message;
  const busy = approving.busy || rejection.busy;
  const decided = (answer: unknown) => {
    if (answer) {
      setRejecting(false);
      refresh();
    }
  };
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
        {aboutMe && !mine && open ? (
          <td className="actions">
            <span className="muted">About you: another admin checks it.</span>
          </td>
        ) : (
          <DecisionCell open={open} mine={mine} checker="another person" busy={busy} onApprove={() => void approving.send({}).then(decided)} onReject={() => setRejecting(true)} />
        )}
      </tr>
      {rejecting || (error && !rejecting) ? (
        <tr>
          <td colSpan={6}>
            {rejecting ? (
              <ReasonForm title={`Reject ${describe(approval)}`} submitLabel="Reject" busy={busy} error={error} checkedByCall onSubmit={(reason) => void rejection.send({ reason }).then(decided)} onCancel={() => setRejecting(false)} />
            ) : (
              <FormProblem message={error} />
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}
