import { Link } from 'react-router';

import type { CreateStaffData } from '@pocket/contracts/api/staff';

/** The new account's first password and TOTP secret: shown this once, never again (the server keeps only hashes). */
export function NewAccountSecrets({ account }: { account: CreateStaffData }) {
  return (
    <section className="card" aria-labelledby="secrets-title">
      <h1 id="secrets-title">{account.email} is added</h1>
      <p className="warning" role="status">
        Copy these now and give them to {account.email} in person: this page is the only time they are shown.
      </p>
      <dl className="facts">
        <dt>Temporary password</dt>
        <dd>
          <code data-testid="temporary-password">{account.temporaryPassword}</code>
        </dd>
        <dt>TOTP secret (type it into the authenticator app)</dt>
        <dd>
          <code data-testid="totp-secret">{account.totpSecret}</code>
        </dd>
        <dt>Authenticator link</dt>
        <dd>
          <code className="wrap">{account.otpauthUrl}</code>
        </dd>
      </dl>
      <Link className="button primary" to="/staff">
        Back to the staff list
      </Link>
    </section>
  );
}
