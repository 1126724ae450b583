import { useGetIdentity, useLogout } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { StaffMember } from '@pocket/contracts/api/staff';

import { Notices } from '../providers/notification-provider';
import { Menu } from './menu';

/** The signed-in desk: who is signed in (and with which roles), the menu, the desk's notice, the page. */
export function Layout({ children }: { children: ReactNode }) {
  const { data: staff } = useGetIdentity<StaffMember>();
  const { mutate: logout, isPending } = useLogout();
  return (
    <div className="desk">
      <header className="desk-header">
        <span className="desk-brand">Pocket desk</span>
        {staff ? (
          <span className="desk-who" data-testid="signed-in-as">
            {staff.name} ({staff.email}) · {staff.roles.length > 0 ? staff.roles.join(', ') : 'no role yet'}
          </span>
        ) : null}
        <Link className="button secondary" to="/account/password">
          Change password
        </Link>
        <button type="button" className="button secondary" onClick={() => logout()} disabled={isPending}>
          Sign out
        </button>
      </header>
      <div className="desk-body">
        <Menu />
        <main className="desk-main">
          <Notices />
          {children}
        </main>
      </div>
    </div>
  );
}
