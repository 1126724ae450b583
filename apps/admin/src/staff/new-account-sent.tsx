import { Link } from 'react-router';

import type { CreateStaffData, StaffRole } from '@pocket/contracts/api/staff';

import { routeOf } from '../resources';
import { formatTime } from '../ui/format';

/**
 * After an add: the enrolment link went to the newcomer's e-mail (nobody at the desk sees it, nor the password and
 * authenticator the newcomer sets through it), and the roles asked wait for a second admin.
 */
export function NewAccountSent({ account, roles, refused }: { account: CreateStaffData; roles: StaffRole[]; refused: string | null }) {
  return (
    <section className="card" aria-labelledby="sent-title">
      <h1 id="sent-title">{account.email} is added</h1>
      <p role="status">
        An enrolment link went to {account.email}. It works once, until {formatTime(account.enrolmentExpiresAt)}: through it they choose their
        own password and add the desk to their authenticator app. Nobody else sees either.
      </p>
      {roles.length > 0 ? <p>Roles requested: {roles.join(', ')}. A second admin approves each grant in Approvals.</p> : <p>No role requested yet: request roles from the staff list.</p>}
      {refused ? (
        <p role="alert" className="error">
          {refused}
        </p>
      ) : null}
      <Link className="button primary" to={routeOf('staff', 'list')}>
        Back to the staff list
      </Link>
    </section>
  );
}
