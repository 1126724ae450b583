import { useState } from 'react';
import type { FormEvent } from 'react';

import { staffPasswordProblem } from '@pocket/contracts/api/staff';
import type { EnrolmentStartData } from '@pocket/contracts/api/staff';

import { FormProblem, SendButton } from '../ui/form-end';

/** What is wrong with the enrolment form before it is sent (the server checks again, with the strength estimate). */
export function enrolProblem(email: string, password: string, again: string, totp: string): string | null {
  const weak = staffPasswordProblem(password, email);
  if (weak) return weak;
  if (password !== again) return 'The two passwords differ: type the same password twice.';
  if (!/^\d{6}$/.test(totp)) return 'Enter the 6-digit code your authenticator app shows now for the new secret.';
  return null;
}

/** The newcomer's part: add the secret to an authenticator app, choose a password, prove the secret with a code. */
export function EnrolForm({ who, busy, refused, onFinish }: { who: EnrolmentStartData; busy: boolean; refused: string | null; onFinish: (password: string, totp: string) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const totp = String(form.get('totp') ?? '').replace(/\s/g, '');
    const found = enrolProblem(who.email, password, String(form.get('again') ?? ''), totp);
    setProblem(found);
    if (!found) onFinish(password, totp);
  };
  const message = problem ?? refused;
  return (
    <form className="card sign-in-card" onSubmit={submit} noValidate aria-labelledby="enrol-title">
      <h1 id="enrol-title">Welcome, {who.name}</h1>
      <p>Set up the sign-in of {who.email}. Only you see what you choose here.</p>
      <h2>1. Add the desk to your authenticator app</h2>
      <p>Type this secret into the app (or open the link on the phone that has the app):</p>
      <p>
        <code data-testid="enrol-secret">{who.totpSecret}</code>
      </p>
      <p>
        <a href={who.otpauthUrl}>Open in the authenticator app</a>
      </p>
      <h2>2. Choose your password</h2>
      <p className="muted">At least 12 characters and not easy to guess: three or four unrelated words work well.</p>
      <label htmlFor="password">New password</label>
      <input id="password" name="password" type="password" autoComplete="new-password" required />
      <label htmlFor="again">New password again</label>
      <input id="again" name="again" type="password" autoComplete="new-password" required />
      <label htmlFor="totp">Code from your authenticator app</label>
      <input id="totp" name="totp" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required />
      <FormProblem message={message} />
      <SendButton busy={busy} label="Finish and sign in" busyLabel="Saving..." />
    </form>
  );
}
