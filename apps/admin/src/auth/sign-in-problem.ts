import type { StaffSignInBody } from '@pocket/contracts/api/staff';

/** What is wrong with the form before it is sent (the server checks it again), in words a person can act on. */
export function signInProblem({ email, password, totp }: StaffSignInBody): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Enter your staff e-mail address.';
  if (password === '') return 'Enter your password.';
  if (!/^\d{6}$/.test(totp)) return 'Enter the 6-digit code your authenticator app shows now.';
  return null;
}
