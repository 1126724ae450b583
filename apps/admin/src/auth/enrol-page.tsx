import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { staffSessionData } from '@pocket/contracts/api/staff';
import type { EnrolmentStartData } from '@pocket/contracts/api/staff';
import { enrolmentCalls } from '@pocket/contracts/staff';

import { callStaff } from '../api/http';
import { EnrolForm } from './enrol-form';
import { sessionStore } from './session-store';

/** The link's token, from its #fragment (never sent to the server in the address, never in its logs). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * /admin/enrol#token=...: the page an enrolment link opens (a new member, or one whose reset two admins approved).
 * It shows the new TOTP secret, takes the password the member chooses and a code, and signs them in.
 */
export function EnrolPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = tokenOf(hash);
  const [who, setWho] = useState<EnrolmentStartData | null>(null);
  const [failed, setFailed] = useState<string | null>(token ? null : 'This page opens from the enrolment link in your e-mail. Open the link again.');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    callStaff(enrolmentCalls.start, { body: { token } }).then(setWho, (error: Error) => setFailed(error.message));
  }, [token]);

  const finish = (password: string, totp: string) => {
    setBusy(true);
    callStaff(enrolmentCalls.finish, { body: { token, password, totp } }).then(
      (answer) => {
        const session = staffSessionData.parse(answer);
        sessionStore.set(session.staff, session.csrfToken);
        void navigate('/', { replace: true });
      },
      (error: Error) => (setBusy(false), setRefused(error.message)),
    );
  };

  return (
    <main className="sign-in">
      {failed ? (
        <div className="card sign-in-card" role="alert">
          <h1>Pocket desk</h1>
          <p>{failed}</p>
          <Link to="/login">Go to sign-in</Link>
        </div>
      ) : who ? (
        <EnrolForm who={who} busy={busy} refused={refused} onFinish={finish} />
      ) : (
        <p role="status">Opening your enrolment link...</p>
      )}
    </main>
  );
}
