import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { CONTROL_CHARS_MESSAGE, isPlainText } from '@pocket/contracts/validators';

import { badRequest } from './errors';

const MAX_DEPTH = 32;
const WHERE = { body: 'body', query: 'query', params: 'path' } as const;

/**
 * The first string (value or key) in a parsed body, query or path with a control character or a broken surrogate,
 * as a field path ("answers.0.value"); '' for the root. Iterative, so no nesting depth can overflow the stack.
 */
export function findUnsafeText(root: unknown): { field: string; reason: 'control' | 'depth' } | null {
  const stack: Array<[unknown, string, number]> = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, field, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isPlainText(value)) return { field, reason: 'control' };
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return { field, reason: 'depth' };
      for (const [key, child] of Object.entries(value)) {
        const path = field ? `${field}.${key}` : key;
        if (!isPlainText(key)) return { field: path, reason: 'control' };
        stack.push([child, path, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * The guard behind the contracts: every string of every body, query and path parameter, on every route (also the
 * ones a schema forgets), is refused with a 400 naming the field when it holds a control character (NUL etc.).
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    // A callback hook (it never waits): no promise per request.
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const found = findUnsafeText(request[part]);
        if (!found) continue;
        const field = found.field || WHERE[part];
        done(badRequest(found.reason === 'depth' ? `${field}: is nested too deeply` : `${field}: ${CONTROL_CHARS_MESSAGE}`));
        return;
      }
      done();
    });
  },
  { name: 'input-guard' },
);
