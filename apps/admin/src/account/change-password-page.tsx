import { useGetIdentity } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { changePasswordBody, staffPasswordProblem } from '@pocket/contracts/api/staff';
import type { ChangePasswordData, StaffMember } from '@pocket/contracts/api/staff';

import { useCheckedForm } from '../ui/use-checked-form';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

/** What is wrong with the form before it is sent (the server checks the same rule again), or null. */
export function changePasswordProblem(form: { current: string; next: string; repeat: string }, email: string): string | null {
  if (form.current === '') return 'Type your current password.';
  const weak = staffPasswordProblem(form.next, email);
  if (weak) return `${weak}.`;
  if (form.next !== form.repeat) return 'The two new passwords are not the same.';
  return null;
}

/** Change your own password: the current one, the new one twice; every other session of your account ends. */
export function ChangePasswordPage() {
  const { data: staff } = useGetIdentity<StaffMember>();
  // Refine's form over the change-password call (password-changes), checked by its schema (changePasswordBody) after
  // the password rule and the repeat, which the schema does not hold.
  const form = useCheckedForm<typeof changePasswordBody, ChangePasswordData>('password-changes', changePasswordBody, { labels: LABELS });
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<ChangePasswordData | null>(null);
  const message = problem ?? form.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = { current: String(data.get('current') ?? ''), next: String(data.get('next') ?? ''), repeat: String(data.get('repeat') ?? '') };
    const found = changePasswordProblem(typed, staff?.email ?? '');
    setProblem(found);
    if (found) return;
    const target = event.currentTarget;
    void form.send({ currentPassword: typed.current, newPassword: typed.next }).then((answer) => {
      if (answer) {
        setDone(answer);
        target.reset();
      }
    });
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h1 id="password-title">Change password</h1>
      <p>At least 12 characters with at least 6 different ones, and not your e-mail name. Every other place you are signed in is signed out.</p>
      {done ? (
        <p role="status" data-testid="password-changed">
          Your password is changed. {done.otherSessionsEnded === 1 ? '1 other session was' : `${done.otherSessionsEnded} other sessions were`} signed out.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <label htmlFor="current">Current password</label>
        <input id="current" name="current" type="password" autoComplete="current-password" required />
        <label htmlFor="next">New password</label>
        <input id="next" name="next" type="password" autoComplete="new-password" required />
        <label htmlFor="repeat">New password again</label>
        <input id="repeat" name="repeat" type="password" autoComplete="new-password" required />
        {message ? (
          <p role="alert" className="error">
            {message}
          </p>
        ) : null}
        <button type="submit" className="button primary" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
