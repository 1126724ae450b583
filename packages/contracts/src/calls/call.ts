/**
 * Who may make a call: 'signed' needs a session and a signed request; 'optional' acts for the user when a signed
 * session comes and answers anyone otherwise; 'none' reads no session (docs/api.md, "Signed calls").
 */
export type CallAuth = 'signed' | 'optional' | 'none';

export type CallMethod = 'GET' | 'POST';

/**
 * The route fact of one call: its method, its path on the server (`:name` marks a path parameter), who may make it,
 * and whether it takes an Idempotency-Key. It holds no schema, so the web can import it without zod (decision 0040);
 * the server registers the full contract built from it (`api/<area>.contracts.ts`). Each fact is a module of its own
 * (`calls/<area>/<call>.ts`, re-exported by `calls/<area>.ts`), so a chunk of the web takes only the facts it uses.
 */
export interface Call {
  readonly method: CallMethod;
  readonly path: `/api/${string}`;
  readonly auth: CallAuth;
  readonly idempotent: boolean;
}

/** The names of a path's `:name` segments. */
export type PathParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathValues<C extends Call> = Record<PathParamsOf<C['path']>, string | number>;

/** The call's path with every `:name` segment replaced by its value, URL-encoded. */
export function pathOf<C extends Call>(call: C, values: PathValues<C>): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String((values as Record<string, string | number>)[name])));
}
