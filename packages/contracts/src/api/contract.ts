import type { ZodType } from 'zod';

import type { Call } from '../calls/call';

/**
 * The schemas of one call: path parameters, query string, body, and the answer's envelope (status 200); no answer
 * schema when the call answers bytes (an image), not an envelope.
 */
export interface CallSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  answer?: ZodType;
}

/** One call whole: its route fact and its schemas. The server registers its route from it; tests validate with it. */
export type Contract<C extends Call = Call, S extends CallSchemas = CallSchemas> = C & S;

export function contract<const C extends Call, const S extends CallSchemas>(call: C, schemas: S): Contract<C, S> {
  return { ...call, ...schemas };
}
