import { z } from 'zod';

/**
 * Reveals of borrowers' personal data on the desk (docs/backoffice.md, "Borrowers desk"; issue 42, defect 12): how
 * many one staff member may make in an hour, and from how many in an hour the desk's admins are alerted (a security
 * event and a log line). Read from the environment by config/env.ts (STAFF_REVEALS_*); tests pass their own.
 */
export interface RevealConfig {
  perHour: number;
  alertAt: number;
}

export const revealEnv = {
  STAFF_REVEALS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  STAFF_REVEALS_ALERT_AT: z.coerce.number().int().min(1).max(10_000).default(20),
};

export function revealConfigOf(env: { [K in keyof typeof revealEnv]: number }): RevealConfig {
  return { perHour: env.STAFF_REVEALS_PER_HOUR, alertAt: Math.min(env.STAFF_REVEALS_ALERT_AT, env.STAFF_REVEALS_PER_HOUR) };
}
