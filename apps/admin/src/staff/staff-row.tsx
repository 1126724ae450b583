import { useCustomMutation } from '@refinedev/core';
import { useState } from 'react';

import { STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { StaffAccount, StaffRole } from '@pocket/contracts/api/staff';

import { ReasonForm } from '../ui/reason-form';

type Open = null | 'disable' | 'grant';

/** One account: disable it (with a reason), or request a role for it (a grant waits for a second admin). */
export function StaffRow({ account, created, onChanged }: { account: StaffAccount; created: string; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<StaffRole>('support');
  const [done, setDone] = useState<string | null>(null);
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
              <button type="button" className="button danger" onClick={() => setOpen('disable')}>
                Disable
              </button>
            </>
          )}
        </td>
      </tr>
      {open || done ? (
        <tr>
          <td colSpan={6}>
            {done && !open ? <p role="status">{done}</p> : null}
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
