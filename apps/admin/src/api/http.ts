import type { ZodType } from 'zod';

import { staffPathOf } from '@pocket/contracts/staff';
import type { StaffAnswerData, StaffBody, StaffCall, StaffParams } from '@pocket/contracts/staff';

import { csrf } from './csrf';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A refusal from the server: its HTTP status and the words of its envelope's `msg`. */
export class StaffApiError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'StaffApiError';
    this.statusCode = statusCode;
  }
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export type Query = Record<string, string | number | undefined | null>;

/** The path parameters a call needs: none when its path has no `:name`. */
export type ParamsArg<C extends StaffCall> = C['params'] extends ZodType ? [params: StaffParams<C>] : [];

/**
 * A staff call's path (decision 0052) with its `:name` parameters filled in, e.g. `pathOf(kycCalls.approve, { id: 4 })`
 * is the approve path of KYC case 4; the only way the desk makes a staff URL.
 */
export function pathOf<C extends StaffCall>(call: C, ...[params]: ParamsArg<C>): string {
  try {
    return staffPathOf(call, params as Record<string, string | number> | undefined);
  } catch (error) {
    throw new StaffApiError(0, error instanceof Error ? error.message : String(error));
  }
}

/** A call's filled-in path and method, as a read (`useResourceRead(resource, callOf(...))`) or the data provider's `custom` takes them. */
export function callOf<C extends StaffCall>(call: C, ...params: ParamsArg<C>): { url: string; method: Lowercase<C['method']> } {
  return { url: pathOf(call, ...params), method: call.method.toLowerCase() as Lowercase<C['method']> };
}

/** `<path>?<query>` without the empty values. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

/** What a person reads when the server said nothing usable (no envelope: a proxy, a crash, the network). */
const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

/**
 * One request to the staff API at `url` (a path made by `pathOf`): the session cookie goes along (same origin), writes
 * carry the CSRF token, the envelope `{ code, msg, data }` is opened and `data` returned; any refusal becomes a
 * StaffApiError with the server's words.
 */
export async function staffFetch<T = unknown>(method: string, url: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = csrf.get();
  if (WRITES.has(method) && token) headers['x-csrf-token'] = token;
  let response: Response;
  try {
    response = await fetch(withQuery(url, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new StaffApiError(0, NO_ANSWER);
  }
  const answer = await response.json().then(
    (body: unknown) => (body && typeof body === 'object' ? (body as Envelope) : null),
    () => null,
  );
  const msg = typeof answer?.msg === 'string' && answer.msg !== '' ? answer.msg : null;
  if (!response.ok || !answer || answer.code !== 200) {
    const status = response.ok ? Number(answer?.code ?? 500) : response.status;
    throw new StaffApiError(status, msg ?? (response.status === 401 ? 'Please sign in again.' : NO_ANSWER));
  }
  return answer.data as T;
}

/** One staff call outside Refine's hooks (sign-in, enrolment): the request made from its contract; answers `data`. */
export function callStaff<C extends StaffCall>(
  call: C,
  ...[request]: C['params'] extends ZodType ? [request: { params: StaffParams<C>; body?: StaffBody<C> }] : [request?: { body?: StaffBody<C> }]
): Promise<StaffAnswerData<C>> {
  const params = (request as { params?: StaffParams<C> } | undefined)?.params;
  const path = pathOf(call, ...((params === undefined ? [] : [params]) as ParamsArg<C>));
  return staffFetch<StaffAnswerData<C>>(call.method, path, request?.body === undefined ? {} : { body: request.body });
}
