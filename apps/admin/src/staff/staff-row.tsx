import { useState } from 'react';

import { disableStaffBody, STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { StaffAccount, StaffRole } from '@pocket/contracts/api/staff';

import { doneNotice } from '../providers/notification-provider';
import { ActionButtons } from '../ui/action-buttons';
import { ReasonForm } from '../ui/reason-form';
import { FormRow } from '../ui/row-pieces';
import { useCheckedForm } from '../ui/use-checked-form';
import { useCloseAndRefresh } from '../ui/use-refresh-after';
import { resetRequest, roleGrantRequest } from './role-request';

type Open = null | 'disable' | 'grant' | 'reset';

const LABELS = { reason: 'Reason', role: 'Role', staffId: 'Account' };

/**
 * One account: disable it (with a reason), request a role for it, or request a reset (a lost phone, a forgotten
 * password): both wait for a second admin, and the member they are about may not check them. An approved reset sends
 * the member a new enrolment link; nobody at the desk sees a password or a secret.
 */
export function StaffRow({ account, created, self }: { account: StaffAccount; created: string; self: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<StaffRole>('support');
  // Refine's forms over the disable call and the approvals call, checked first by their schemas.
  const disabling = useCheckedForm('staff-disables', disableStaffBody, { params: { id: account.id }, labels: LABELS, successNotification: () => doneNotice(`${account.email} is disabled.`) });
  const granting = useCheckedForm('approval-requests', roleGrantRequest, { labels: LABELS, successNotification: () => doneNotice(`Role ${role} requested: a second admin approves it in Approvals.`) });
  const resetting = useCheckedForm('approval-requests', resetRequest, {
    labels: LABELS,
    successNotification: () => doneNotice(`Reset requested: when a second admin approves it, ${account.email} gets a new enrolment link by e-mail.`),
  });
  const staffDone = useCloseAndRefresh(() => setOpen(null), 'staff');
  const approvalsDone = useCloseAndRefresh(() => setOpen(null), 'approvals');
  const form = open === 'disable' ? disabling : open === 'grant' ? granting : resetting;
  const error = form.message;
  const busy = form.busy;

  const disable = (reason: string) => void disabling.send({ reason }).then(staffDone);
  const grant = (reason: string) => void granting.send({ kind: 'role.grant', payload: { staffId: account.id, role }, reason }).then(approvalsDone);
  const reset = (reason: string) => void resetting.send({ kind: 'staff.reset', payload: { staffId: account.id }, reason }).then(approvalsDone);

  return (
    <>
      <tr>
        <td>{account.name}</td>
        <td>{account.email}</td>
        <td>{account.roles.length > 0 ? account.roles.join(', ') : 'none'}</td>
        <td>{created}</td>
        <td>{account.disabled ? 'Disabled' : account.enrolled ? 'Active' : 'Waiting for enrolment'}</td>
        <td className="actions">
          {account.disabled ? null : (
            <ActionButtons
              inline
              actions={[
                { label: 'Request a role', onClick: () => setOpen('grant') },
                { label: 'Request a reset', onClick: () => setOpen('reset') },
                ...(self ? [] : [{ label: 'Disable', tone: 'danger' as const, onClick: () => setOpen('disable') }]),
              ]}
            />
          )}
        </td>
      </tr>
      {open ? (
        <FormRow colSpan={6}>
            {open === 'reset' ? (
              <ReasonForm
                title={`Request a reset of ${account.email}'s password and authenticator`}
                submitLabel="Request"
                busy={busy} checkedByCall
                error={error}
                onSubmit={reset}
                onCancel={() => setOpen(null)}
              />
            ) : null}
            {open === 'disable' ? (
              <ReasonForm title={`Disable ${account.email}`} submitLabel="Disable" busy={busy} checkedByCall error={error} onSubmit={disable} onCancel={() => setOpen(null)} />
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
                <ReasonForm title={`Request role ${role} for ${account.email}`} submitLabel="Request" busy={busy} checkedByCall error={error} onSubmit={grant} onCancel={() => setOpen(null)} />
              </div>
            ) : null}
        </FormRow>
      ) : null}
    </>
  );
}
