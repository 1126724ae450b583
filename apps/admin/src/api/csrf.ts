/**
 * The CSRF token of the staff session, kept in memory only (never in storage a script of another tab could read):
 * the sign-in and session answers give it, every write sends it back as `X-CSRF-Token`, sign-out forgets it.
 */
let token: string | null = null;

export const csrf = {
  get: (): string | null => token,
  set: (value: string | null): void => {
    token = value;
  },
};
