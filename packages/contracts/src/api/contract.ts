import type { z, ZodType } from 'zod';

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

/**
 * A schema's two sides (decision 0041): `Wire` is what crosses the network (Kwacha numbers), what the web reads and
 * sends; `Inside` is what the server's handlers read and return (Ngwee). They differ only where money is.
 */
export type Wire<S extends ZodType> = z.input<S>;
export type Inside<S extends ZodType> = z.output<S>;
