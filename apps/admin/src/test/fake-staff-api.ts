import { vi } from 'vitest';

import { STAFF_SESSION_MESSAGES } from '@pocket/contracts/api/staff';

import { matchCall } from './contract';

/** A request the fake received, after its body and query passed the contract's schemas. */
export interface FakeRequest {
  /** The contract's call, e.g. `POST /borrowers/:uid/reveal`. */
  call: string;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  csrf: string | null;
}

/** A handler's refusal: the server's status and words. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly msg: string,
  ) {}
}

type Handler = (request: FakeRequest) => unknown;

const envelopeOf = (status: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, msg, data }), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake staff API behind `fetch`: each call is looked up in the contract (unknown calls are a 404), its body and query
 * are checked with the contract's schemas (a 400 as the server would answer), writes other than sign-in must carry the
 * CSRF token the fake handed out, and each answer is checked against the contract's answer schema before it is sent,
 * so a screen is only ever tested against answers the real server may give.
 */
const NO_SESSION_CALLS = new Set(['POST /session', 'POST /enrolment/start', 'POST /enrolment/finish']);

export function fakeStaffApi(handlers: Record<string, Handler>, options: { csrfToken?: string } = {}) {
  const csrfToken = options.csrfToken ?? 'csrf-test-token';
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://desk.test');
    const method = (init.method ?? 'GET').toUpperCase();
    if (!url.pathname.startsWith('/api/staff/')) return envelopeOf(404, `No such call: ${method} ${url.pathname}`, null);
    const path = url.pathname.slice('/api/staff'.length);
    const found = matchCall(method, path);
    const handler = handlers[`${method} ${found?.call.path ?? path}`];
    if (!found || !handler) return envelopeOf(404, `No such call: ${method} ${url.pathname}`, null);
    const headers = new Headers(init.headers);
    const csrf = headers.get('x-csrf-token');
    // As the server: writes carry the session's CSRF token, but for the calls anyone may make (sign-in, enrolment).
    if (method !== 'GET' && !NO_SESSION_CALLS.has(`${method} ${found.call.path}`) && csrf !== csrfToken) return envelopeOf(403, STAFF_SESSION_MESSAGES.csrf, null);
    const rawQuery = Object.fromEntries(url.searchParams);
    const query = found.call.query ? found.call.query.safeParse(rawQuery) : { success: true as const, data: rawQuery };
    const rawBody: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const body = found.call.body ? found.call.body.safeParse(rawBody) : { success: true as const, data: rawBody };
    if (!query.success || !body.success) return envelopeOf(400, 'The request does not match the contract', null);
    const request: FakeRequest = { call: `${method} ${found.call.path}`, method, path, params: found.params, query: rawQuery, body: body.data, csrf };
    requests.push(request);
    try {
      const data = await handler(request);
      const answer = found.call.answer.parse({ code: 200, msg: 'ok', data: data ?? null });
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    } catch (error) {
      if (error instanceof Refusal) return envelopeOf(error.status, error.msg, null);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, csrfToken, calls: (call: string) => requests.filter((request) => request.call === call) };
}
