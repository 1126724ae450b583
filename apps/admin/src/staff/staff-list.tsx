import { useCreateButton, useGetIdentity } from '@refinedev/core';

import type { StaffAccount, StaffMember } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { formatTime } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { StaffRow } from './staff-row';

/** Staff accounts (admin): who they are, their roles, disable, and a role grant requested for a second admin to check. */
export function StaffList() {
  const list = useCursorList<StaffAccount>('staff', []);
  const { data: me } = useGetIdentity<StaffMember>();
  // The resource's create route (resources.ts), shown to those who may create (the access-control provider).
  const add = useCreateButton({ resource: 'staff', accessControl: { hideIfUnauthorized: true } });
  return (
    <DeskGuard resource="staff">
      <div className="page-head">
        <h1>Staff</h1>
        {add.hidden ? null : (
          <add.LinkComponent className="button primary" to={add.to}>
            Add a staff member
          </add.LinkComponent>
        )}
      </div>
      <CursorListState list={list} emptyText="No staff accounts yet.">
        <ListTable caption="Staff accounts" columns={['Name', 'E-mail', 'Roles', 'Created', 'State', 'Actions']}>
            {list.items.map((account) => (
              <StaffRow key={account.id} account={account} created={formatTime(account.createdAt)} self={account.id === me?.id} />
            ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
