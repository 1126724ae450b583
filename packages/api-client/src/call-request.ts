import { type Call, pathOf, type PathParamsOf, type PathValues } from '@pocket/contracts/calls/call';

import type { ApiRequest } from './client';

type PathArgs<C extends Call> = [PathParamsOf<C['path']>] extends [never] ? unknown : { path: PathValues<C> };
/** An 'optional' call is signed when the app has a session: the caller says whether it has one. */
type SessionArgs<C extends Call> = C['auth'] extends 'optional' ? { signed: boolean } : unknown;
type IdempotencyArgs<C extends Call> = C['idempotent'] extends true ? { idempotencyKey: string } : unknown;

/** What one request of a call carries besides its route fact. */
export type CallArgs<C extends Call> = PathArgs<C> &
  SessionArgs<C> &
  IdempotencyArgs<C> & {
    body?: unknown;
    /** Query string (see the client's `params`). */
    query?: Record<string, unknown>;
    quickRepayToken?: string;
  };

type ArgsOf<C extends Call> = object extends CallArgs<C> ? [args?: CallArgs<C>] : [args: CallArgs<C>];

/**
 * The request of an RTK Query endpoint, made from the call's route fact (decision 0040): method, path with its
 * parameters filled in, and the signature the call's auth rule asks for. The path keeps its /api prefix, which the
 * client does not repeat (client.ts). What a call does not carry is left undefined (the client reads no undefined
 * field): this runs on /home's first load, whose bytes are at their budget.
 */
export function requestOf<C extends Call>(call: C, ...[args]: ArgsOf<C>): ApiRequest {
  const given = (args ?? {}) as Partial<{ path: PathValues<C>; signed: boolean; idempotencyKey: string }> & CallArgs<C>;
  return {
    url: pathOf(call, given.path as PathValues<C>),
    method: call.method,
    data: given.body,
    params: given.query,
    // An 'optional' call is signed when the caller says it has a session; a 'none' call takes no `signed`.
    needsToken: call.auth === 'signed' || given.signed || undefined,
    idempotencyKey: given.idempotencyKey,
    quickRepayToken: given.quickRepayToken,
  };
}
