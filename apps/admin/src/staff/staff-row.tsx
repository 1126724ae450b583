import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { ResetPasswordData, ResetTotpData, StaffAccount, StaffRole } from '@pocket/contracts/api/staff';

import { ReasonForm } from '../ui/reason-form';
import { ResetSecrets } from './reset-secrets';

type Open = null | 'disable' | 'grant' | 'reset-password' | 'reset-totp';

/**
 * One account: disable it (with a reason), request a role for it (a grant waits for a second admin), or reset its
 * password or TOTP secret (with a reason; the new one is shown once). Your own row has no reset: use Change password.
 */
export function StaffRow({ account, created, self, onChanged }: { account: StaffAccount; created: string; self: boolean; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<StaffRole>('support');
  const [done, setDone] = useState<string | null>(null);
  const [secrets, setSecrets] = useState<ResetPasswordData | ResetTotpData | null>(null);
  const { mutate, mutation } = useCustomMutation();
  const error = mutation.error?.message ?? null;

  const disable = (reason: string) =>
    mutate(
      { url: `/staff/${account.id}/disable`, method: 'post', values: { reason } },
      { onSuccess: () => (setOpen(null), setDone(`${account.email} is disabled.`), onChanged()) },
    );
  const grant = (reason: string) =>
    mutate(
      { url: '/approvals', method: 'post', values: { kind: 'role.grant', payload: { staffId: account.id, role }, reason } },
      { onSuccess: () => (setOpen(null), setDone(`Role ${role} requested: a second admin approves it in Approvals.`)) },
    );

  const reset = (what: 'reset-password' | 'reset-totp') => (reason: string) =>
    mutate(
      { url: `/staff/${account.id}/${what}`, method: 'post', values: { reason } },
      { onSuccess: (answer) => (setOpen(null), setDone(null), setSecrets(answer.data as ResetPasswordData | ResetTotpData)) },
    );

  return (
    <>
      <tr>
        <td>{account.name}</td>
        <td>{account.email}</td>
        <td>{account.roles.length > 0 ? account.roles.join(', ') : 'none'}</td>
        <td>{created}</td>
        <td>{account.disabled ? 'Disabled' : 'Active'}</td>
        <td className="actions">
          {account.disabled ? null : (
            <>
              <button type="button" className="button secondary" onClick={() => setOpen('grant')}>
                Request a role
              </button>
              {self ? null : (
                <>
                  <button type="button" className="button secondary" onClick={() => (setSecrets(null), setOpen('reset-password'))}>
                    Reset password
                  </button>
                  <button type="button" className="button secondary" onClick={() => (setSecrets(null), setOpen('reset-totp'))}>
                    Reset TOTP
                  </button>
                </>
              )}
              <button type="button" className="button danger" onClick={() => setOpen('disable')}>
                Disable
              </button>
            </>
          )}
        </td>
      </tr>
      {open || done || secrets ? (
        <tr>
          <td colSpan={6}>
            {done && !open ? <p role="status">{done}</p> : null}
            {secrets && !open ? <ResetSecrets email={account.email} reset={secrets} /> : null}
            {open === 'reset-password' || open === 'reset-totp' ? (
              <ReasonForm
                title={`${open === 'reset-password' ? 'Reset the password of' : 'Reset the TOTP secret of'} ${account.email}`}
                submitLabel="Reset"
                busy={mutation.isPending}
                error={error}
                onSubmit={reset(open)}
                onCancel={() => setOpen(null)}
              />
            ) : null}
            {open === 'disable' ? (
              <ReasonForm title={`Disable ${account.email}`} submitLabel="Disable" busy={mutation.isPending} error={error} onSubmit={disable} onCancel={() => setOpen(null)} />
            ) : null}
            {open === 'grant' ? (
              <div>
                <label htmlFor={`role-${account.id}`}>Role to grant {account.email}</label>
                <select id={`role-${account.id}`} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
                  {STAFF_ROLES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
                <ReasonForm title={`Request role ${role} for ${account.email}`} submitLabel="Request" busy={mutation.isPending} error={error} onSubmit={grant} onCancel={() => setOpen(null)} />
              </div>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}
