import { useIsAuthenticated, useLogin } from '@refinedev/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

import type { StaffSignInBody } from '@pocket/contracts/api/staff';

import { FirstDesk } from '../layout/first-desk';
import { FormProblem, SendButton } from '../ui/form-end';
import { sessionStore } from './session-store';
import { signInProblem } from './sign-in-problem';

/** Sign-in: e-mail, password and the current code of the authenticator app; the server's refusal shown as it says it. */
export function SignInPage() {
  const { mutate: login, isPending, data } = useLogin<StaffSignInBody>();
  const { data: session } = useIsAuthenticated();
  const [problem, setProblem] = useState<string | null>(null);
  const [ended] = useState(() => sessionStore.takeEndReason());
  const refused = data && !data.success ? (data.error?.message ?? 'Sign-in refused') : null;
  const message = problem ?? refused;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      totp: String(form.get('totp') ?? '').replace(/\s/g, ''),
    };
    const found = signInProblem(body);
    setProblem(found);
    if (!found) login(body);
  };

  // Signed in already (a session cookie from earlier, or this form's success): straight to the desk.
  if (session?.authenticated) return <FirstDesk />;
  return (
    <main className="sign-in">
      <form className="card sign-in-card" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Pocket desk</h1>
        {ended && !message ? (
          <p role="status" className="warning">
            {ended}
          </p>
        ) : null}
        <p>Sign in with your staff e-mail, your password and the 6-digit code of your authenticator app.</p>
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <label htmlFor="totp">Code from your authenticator app</label>
        <input id="totp" name="totp" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={7} required />
        <FormProblem message={message} />
        <SendButton busy={isPending} label="Sign in" busyLabel="Signing in..." />
      </form>
    </main>
  );
}
