import { useCreate } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

import type { CreateStaffBody, CreateStaffData } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { NewAccountSecrets } from './new-account-secrets';

/** Add a staff member (admin): e-mail and name; the answer's temporary password and TOTP secret are shown once. */
export function StaffCreate() {
  const { mutate, mutation } = useCreate<CreateStaffData, { message: string; statusCode: number }, CreateStaffBody>({ resource: 'staff' });
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateStaffData | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get('email') ?? '').trim(), name: String(form.get('name') ?? '').trim() };
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) return setProblem('Enter the new staff member’s e-mail address.');
    if (body.name === '') return setProblem('Enter their name.');
    setProblem(null);
    mutate({ values: body }, { onSuccess: (answer) => setCreated(answer.data) });
  };

  if (created) return <NewAccountSecrets account={created} />;
  const message = problem ?? mutation.error?.message ?? null;
  return (
    <DeskGuard resource="staff" action="create">
      <h1>Add a staff member</h1>
      <form className="card form" onSubmit={submit} noValidate>
        <p>The account starts with no role: request its roles from the staff list (a second admin approves each grant).</p>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="off" />
        <label htmlFor="name">Name</label>
        <input id="name" name="name" autoComplete="off" />
        {message ? (
          <p role="alert" className="error">
            {message}
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Adding...' : 'Add'}
          </button>
          <Link className="button secondary" to="/staff">
            Cancel
          </Link>
        </div>
      </form>
    </DeskGuard>
  );
}
