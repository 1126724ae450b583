import type { FastifyInstance } from 'fastify';

import { STAFF_CSRF_HEADER } from '@pocket/contracts/api/staff';
import { sessionCalls, staffPathOf } from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

/** One staff member signed in on the desk's API, as a person at /admin is: cookie, CSRF token, the routes' checks. */
export interface DeskHand {
  email: string;
  /** Makes a staff call (its method and path from its contract, `params` filling the path's `:name`s). */
  call<T>(call: Pick<StaffCall, 'method' | 'path'>, body?: unknown, params?: Readonly<Record<string, string | number>>): Promise<T>;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Answers `data`, or throws with the call and the server's message (the seed stops on a refusal it did not expect). */
async function dataOf<T>(res: { statusCode: number; body: string }, what: string): Promise<T> {
  let json: Envelope<T> | null = null;
  try {
    json = JSON.parse(res.body) as Envelope<T>;
  } catch {
    // not JSON: reported below
  }
  if (res.statusCode !== 200 || !json || json.code !== 200) throw new Error(`Demo portfolio: ${what} answered ${res.statusCode}: ${json?.msg ?? res.body.slice(0, 200)}`);
  return json.data;
}

/**
 * Signs a sandbox staff account in through POST /api/staff/session with the code /dev/phone would show (GET
 * /api/dev/staff-accounts), from a private address of its own.
 */
export async function signInDesk(app: FastifyInstance, login: string, address: string): Promise<DeskHand> {
  const email = `${login}@pocket.test`;
  const accounts = await dataOf<Array<{ email: string; password: string; code: string; usableInMs: number }>>(await app.inject({ method: 'GET', url: '/api/dev/staff-accounts' }), 'the sandbox staff accounts');
  const account = accounts.find((a) => a.email === email);
  if (!account) throw new Error(`Demo portfolio: no sandbox staff account ${email}`);
  if (account.usableInMs > 0) await new Promise((resolve) => setTimeout(resolve, account.usableInMs + 50));
  const code = account.usableInMs > 0 ? (await dataOf<typeof accounts>(await app.inject({ method: 'GET', url: '/api/dev/staff-accounts' }), 'the sandbox staff accounts')).find((a) => a.email === email)!.code : account.code;
  const res = await app.inject({ method: 'POST', url: staffPathOf(sessionCalls.signIn), payload: { email, password: account.password, totp: code }, remoteAddress: address });
  const signed = await dataOf<{ csrfToken: string }>(res, `${email}'s sign-in`);
  const header = res.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header : [String(header)]).map((c) => c.split(';')[0]).join('; ');
  return {
    email,
    call: async <T>({ method, path }: Pick<StaffCall, 'method' | 'path'>, body?: unknown, params?: Readonly<Record<string, string | number>>) => {
      const url = staffPathOf({ method, path }, params);
      return dataOf<T>(
        await app.inject({ method, url, headers: { cookie, [STAFF_CSRF_HEADER]: signed.csrfToken }, remoteAddress: address, ...(body === undefined ? {} : { payload: body as object }) }),
        `${email}: ${method} ${url}`,
      );
    },
  };
}
