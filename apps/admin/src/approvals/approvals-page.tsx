import { APPROVAL_STATUS } from '@pocket/contracts/api/staff';
import type { Approval } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { DeskGuard } from '../layout/desk-guard';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useUrlFilteredList } from '../ui/use-url-filtered-list';
import { ApprovalRow, isAboutStaff } from './approval-row';

/**
 * Requests waiting for a second person (and the decided ones): approve or reject those of kinds your role checks. The
 * status is in the address (a link to the rejected requests stays one).
 */
export function ApprovalsPage() {
  const { list, filter, setFilter } = useUrlFilteredList<Approval>('approvals', { status: 'requested' });
  const status = filter('status');
  const me = sessionStore.get()?.id ?? null;
  return (
    <DeskGuard resource="approvals">
      <div className="page-head">
        <h1>Approvals</h1>
        <div>
          <label htmlFor="approval-status">Status</label>{' '}
          <select id="approval-status" value={status} onChange={(event) => setFilter('status', event.target.value)}>
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
