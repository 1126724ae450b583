import type { Approval } from '@pocket/contracts/api/staff';

import { DecisionCell } from '../ui/decision-cell';
import { formatTime, formatValue } from '../ui/format';
import { DecisionFollowUp, useDecision } from '../ui/use-decision';

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
  // An approved request changes what it was about: a payment's resolution, a staff member's roles, a refund.
  const decision = useDecision(approval.id, 'approvals', 'payments', 'staff', 'adjustments', 'collections', 'shop-payouts');
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
          <DecisionCell open={open} mine={mine} checker="another person" decision={decision} />
        )}
      </tr>
      <DecisionFollowUp decision={decision} title={`Reject ${describe(approval)}`} columns={6} checkedByCall />
    </>
  );
}
