import type { z } from 'zod';

import { STAFF_CALLS } from '@pocket/contracts/staff';

/** The staff API's calls with their contract schemas (request body, query and answer), as the fake serves them. */
export interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path under /api/staff, e.g. `/borrowers/:uid/reveal`. */
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  answer: z.ZodType;
}

/** Every staff call that answers an envelope, read from the contracts (decision 0052); a queue before its `:id`. */
export const CALLS: Call[] = STAFF_CALLS.flatMap(({ call }) =>
  call.answer ? [{ method: call.method, path: call.path.slice('/api/staff'.length), answer: call.answer, ...(call.body ? { body: call.body } : {}), ...(call.query ? { query: call.query } : {}) }] : [],
);

/** The call a method and path (under /api/staff) match, with the path's parameters. */
export function matchCall(method: string, path: string): { call: Call; params: Record<string, string> } | null {
  for (const call of CALLS) {
    if (call.method !== method) continue;
    const names: string[] = [];
    const pattern = new RegExp(`^${call.path.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
    const found = pattern.exec(path);
    if (found) return { call, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
  }
  return null;
}
