import { useState } from 'react';

import { APPROVAL_STATUS } from '@pocket/contracts/api/staff';
import type { Approval, ApprovalStatus } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { DeskGuard } from '../layout/desk-guard';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { ApprovalRow, isAboutStaff } from './approval-row';

/** Requests waiting for a second person (and the decided ones): approve or reject those of kinds your role checks. */
export function ApprovalsPage() {
  const [status, setStatus] = useState<ApprovalStatus>('requested');
  const list = useCursorList<Approval>('approvals', [{ field: 'status', operator: 'eq', value: status }]);
  const me = sessionStore.get()?.id ?? null;
  return (
    <DeskGuard resource="approvals">
      <div className="page-head">
        <h1>Approvals</h1>
        <div>
          <label htmlFor="approval-status">Status</label>{' '}
          <select id="approval-status" value={status} onChange={(event) => setStatus(event.target.value as ApprovalStatus)}>
            {APPROVAL_STATUS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted">Nobody checks their own request; a request expires 24 h after it was made.</p>
      <CursorListState list={list} emptyText={`No ${status} requests.`}>
        <ListTable caption={`${status} requests`} columns={['Request', 'Reason', 'Requested', 'Expires', 'Decision', 'Actions']}>
            {list.items.map((approval) => (
              <ApprovalRow key={approval.id} approval={approval} mine={approval.requestedBy.id === me} aboutMe={isAboutStaff(approval, me)} />
            ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
