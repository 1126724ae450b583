import type { z, ZodType } from 'zod';

import type { CallSchemas } from '../api/contract';
import type { StaffRole } from '../api/staff/common';

/** Who may make a staff call: anyone (the sign-in and enrolment links), any signed-in staff member, or these roles. */
export type StaffAccess = 'anyone' | 'signed-in' | readonly [StaffRole, ...StaffRole[]];

/** The prefix of every staff call (never /api/admin: that is a borrower call of the spec). */
export const STAFF_PATH_PREFIX = '/api/staff/';

/**
 * One call of the staff API, whole (decision 0052): method, full path (`:name` for a path parameter), who may make it,
 * the audit actions a successful call writes (none for a read that writes no row), and its schemas: path parameters,
 * query string, body, and the answer's envelope (status 200; none when the call answers bytes: an image, a CSV).
 * The server registers the route from it (`staffRoute`), the desk makes its request from it, and both permission
 * tables are read from it.
 */
export interface StaffCall extends CallSchemas {
  method: 'GET' | 'POST' | 'DELETE';
  path: `/api/staff/${string}`;
  roles: StaffAccess;
  audit: readonly string[];
}

export function staffCall<const C extends StaffCall>(call: C): C {
  return call;
}

/** `METHOD /path`, the key of both permission tables and of the route pairing test. */
export const staffCallKey = (call: Pick<StaffCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** What the call's 200 answer carries in `data` (its wire side: Kwacha numbers, ISO times). */
export type StaffAnswerData<C extends StaffCall> = C['answer'] extends ZodType ? (z.input<C['answer']> extends { data: infer D } ? D : never) : never;
/** The body the desk sends (the wire side). */
export type StaffBody<C extends StaffCall> = C['body'] extends ZodType ? z.input<C['body']> : undefined;
/** The path parameters the desk fills in (strings or numbers; the server parses them). */
export type StaffParams<C extends StaffCall> = C['params'] extends ZodType ? { [K in keyof z.input<C['params']>]: string | number } : undefined;

/**
 * A call's path with its `:name` parameters filled in (encoded), e.g. the address of a photo the server hands the
 * desk; throws when a parameter is missing or empty.
 */
export function staffPathOf(call: Pick<StaffCall, 'method' | 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return call.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${call.method} ${call.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
