import { useCreate, useForm } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import { createStaffBody, STAFF_ROLES } from '@pocket/contracts/api/staff';
import type { CreateStaffBody, CreateStaffData, StaffRole } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { routeOf } from '../resources';
import { FormEnd } from '../ui/form-end';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { NewAccountSent } from './new-account-sent';
import { roleGrantRequest } from './role-request';

/** The contract's refusal of a field in the desk's words (the schema decides; the words say what to do). */
function problemOf(issue: { path: PropertyKey[]; message: string } | undefined): string {
  const field = issue?.path[0];
  if (field === 'email') return 'Enter the new staff member’s e-mail address.';
  if (field === 'name') return issue!.message === 'must not be empty' ? 'Enter their name.' : `Name: ${issue!.message}`;
  return issue?.message ?? 'Check the form.';
}

/**
 * Add a staff member (admin): e-mail, name and the roles to request. The server sends the newcomer an enrolment link
 * (they set their own password and TOTP); each role is a role.grant request a second admin approves.
 */
export function StaffCreate() {
  // Refine's form over the staff resource's create call; what is sent is checked first by the call's own schema.
  const { onFinish, mutation } = useForm<CreateStaffData, { message: string; statusCode: number }, CreateStaffBody>({
    resource: 'staff',
    action: 'create',
    redirect: false,
    successNotification: false,
  });
  // Each role asked for is a role.grant request: the approval-requests resource's create, checked by its schema.
  const { mutateAsync: request } = useCreate();
  const refreshApprovals = useRefreshAfter('approvals');
  const [problem, setProblem] = useState<string | null>(null);
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [created, setCreated] = useState<{ account: CreateStaffData; refused: string | null } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = createStaffBody.safeParse({ email: String(form.get('email') ?? '').trim(), name: String(form.get('name') ?? '') });
    if (!checked.success) return setProblem(problemOf(checked.error.issues[0]));
    const body = checked.data;
    setProblem(null);
    const answer = await onFinish(body).catch(() => null);
    if (!answer) return;
    let refused: string | null = null;
    for (const role of roles) {
      const reason = `New member ${body.email} joins as ${role}`;
      const values = roleGrantRequest.parse({ kind: 'role.grant', payload: { staffId: answer.data.id, role }, reason });
      await request({ resource: 'approval-requests', values, successNotification: false }).catch((error: Error) => {
        refused = `The request for role ${role} was refused: ${error.message}. Request it from the staff list.`;
      });
    }
    if (roles.length > 0) refreshApprovals();
    setCreated({ account: answer.data, refused });
  };

  if (created) return <NewAccountSent account={created.account} roles={roles} refused={created.refused} />;
  const message = problem ?? mutation.error?.message ?? null;
  const toggle = (role: StaffRole) => setRoles((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));
  return (
    <DeskGuard resource="staff" action="create">
      <h1>Add a staff member</h1>
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <p>The newcomer gets an enrolment link by e-mail and sets their own password and authenticator: you will not see them.</p>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="off" />
        <label htmlFor="name">Name</label>
        <input id="name" name="name" autoComplete="off" />
        <fieldset>
          <legend>Roles to request (a second admin approves each)</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="inline">
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} /> {role}
            </label>
          ))}
        </fieldset>
        <FormEnd
          message={message}
          busy={mutation.isPending}
          submitLabel="Add"
          busyLabel="Adding..."
          cancel={
            <Link className="button secondary" to={routeOf('staff', 'list')}>
              Cancel
            </Link>
          }
        />
      </form>
    </DeskGuard>
  );
}
