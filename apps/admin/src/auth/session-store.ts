import type { StaffMember } from '@pocket/contracts/api/staff';

import { csrf } from '../api/csrf';

/**
 * Who is signed in, as the last session answer said; the access-control provider reads the roles from here. Memory
 * only: a reload asks the server again (GET /api/staff/session), which also gives a fresh CSRF token.
 */
let current: StaffMember | null = null;
/** Why the desk was signed out by the server (the session's 8 h or 30 min idle ended), shown on the sign-in page. */
let endedBecause: string | null = null;

export const sessionStore = {
  get: (): StaffMember | null => current,
  set: (staff: StaffMember | null, csrfToken: string | null): void => {
    current = staff;
    csrf.set(csrfToken);
  },
  clear: (): void => {
    current = null;
    csrf.set(null);
  },
  end: (why: string): void => {
    current = null;
    csrf.set(null);
    endedBecause = why;
  },
  /** The reason the last session ended, once: reading it forgets it. */
  takeEndReason: (): string | null => {
    const why = endedBecause;
    endedBecause = null;
    return why;
  },
};
