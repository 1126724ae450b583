import { CanAccess } from '@refinedev/core';
import { Link } from 'react-router';

import type { StaffAccount } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { ListState } from '../ui/list-state';
import { useCursorList } from '../ui/use-cursor-list';
import { StaffRow } from './staff-row';

/** Staff accounts (admin): who they are, their roles, disable, and a role grant requested for a second admin to check. */
export function StaffList() {
  const list = useCursorList<StaffAccount>('staff', []);
  return (
    <DeskGuard resource="staff">
      <div className="page-head">
        <h1>Staff</h1>
        <CanAccess resource="staff" action="create">
          <Link className="button primary" to="/staff/create">
            Add a staff member
          </Link>
        </CanAccess>
      </div>
      <ListState
        loading={list.loading}
        error={list.error}
        empty={list.items.length === 0}
        emptyText="No staff accounts yet."
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onMore={list.more}
        onRetry={list.retry}
      >
        <table>
          <caption className="visually-hidden">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Roles</th>
              <th scope="col">Created</th>
              <th scope="col">State</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((account) => (
              <StaffRow key={account.id} account={account} created={formatTime(account.createdAt)} onChanged={list.refresh} />
            ))}
          </tbody>
        </table>
      </ListState>
    </DeskGuard>
  );
}
