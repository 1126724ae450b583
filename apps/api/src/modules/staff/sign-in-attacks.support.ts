
import { sessionCalls } from '@pocket/contracts/staff';

import { call, testDb } from '../../../test/harness';
import type { CallResult } from '../../../test/harness';
import type { App } from '../../app';
import { securityEventRows } from '../security-events/test-support';
import { auditCount } from '../staff-audit/test-support';
import { STAFF_DEVICE_COOKIE } from './staff-device';

/** One sign-in from `ip`, with the browser's cookies (a device cookie) when given. */
export const signInFrom = (app: App, ip: string, body: { email: string; password: string; totp: string }, cookie?: string) =>
  call(app, 'POST', sessionCalls.signIn.path, body, cookie ? { cookie } : {}, { remoteAddress: ip });

/** The `pocket_staff_device=...` pair a sign-in answer set. */
export function deviceCookieOf(res: CallResult): string {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).map(String);
  const found = all.find((c) => c.startsWith(`${STAFF_DEVICE_COOKIE}=`));
  if (!found) throw new Error('no device cookie was set');
  return found.split(';')[0]!;
}

/** Statuses of answers, counted: `{ 401: 3, 429: 57 }`. */
export function statusCounts(results: CallResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

export async function auditRowsFrom(ip: string): Promise<number> {
  return auditCount(await testDb(), { ip });
}

export async function eventsOf(where: { ip?: string; subject?: string }) {
  return securityEventRows<{ kind: string; detail: string; ip: string; subject: string; count: number; alert: boolean }>(
    await testDb(),
    where,
    ['kind', 'detail', 'ip', 'subject', 'count', 'alert'],
  );
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
