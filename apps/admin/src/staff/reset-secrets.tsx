import type { ResetPasswordData, ResetTotpData } from '@pocket/contracts/api/staff';

/** A reset's new password or TOTP secret: shown this once (the server keeps only the hash or the sealed secret). */
export function ResetSecrets({ email, reset }: { email: string; reset: ResetPasswordData | ResetTotpData }) {
  return (
    <div className="card" role="status">
      <p className="warning">Give this to {email} in person: it is shown only now. Every session of the account has ended.</p>
      <dl className="facts">
        {'temporaryPassword' in reset ? (
          <>
            <dt>New temporary password</dt>
            <dd>
              <code data-testid="reset-password">{reset.temporaryPassword}</code>
            </dd>
          </>
        ) : (
          <>
            <dt>New TOTP secret (type it into the authenticator app)</dt>
            <dd>
              <code data-testid="reset-totp">{reset.totpSecret}</code>
            </dd>
            <dt>Authenticator link</dt>
            <dd>
              <code className="wrap">{reset.otpauthUrl}</code>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
