import { namedContracts } from '@pocket/contracts/api/all.contracts';
import { errorAnswer } from '@pocket/contracts/api/common';
import type { Contract } from '@pocket/contracts/api/contract';
import { isOutsideTheCalls } from '@pocket/contracts/calls/all';

/** What the fake API saw of a call and what it answers, as the wire carries them. */
export interface FakeExchange {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request's JSON body; undefined when it came without one. */
  body: unknown;
  status: number;
  envelope: { code: number; msg: string; data: unknown };
}

interface Parsed {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}
interface Schema {
  safeParse(value: unknown): Parsed;
}

/** A call's path as a regular expression: `:name` takes one segment, as on the server. */
const matcherOf = (path: string) =>
  new RegExp(`^${path.split('/').map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

const known = namedContracts.map(({ name, contract }) => ({
  name,
  contract,
  matcher: matcherOf(contract.path),
  names: contract.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1)),
}));

/** The contract of a call by method and path; a path's static segments win over a parameter, as on the server. */
export function contractOf(method: string, path: string): { name: string; contract: Contract; params: Record<string, string> } | undefined {
  const found = known
    .filter((entry) => entry.contract.method === method && entry.matcher.test(path))
    .sort((a, b) => a.names.length - b.names.length)[0];
  if (!found) return undefined;
  const values = found.matcher.exec(path)!.slice(1).map((value) => decodeURIComponent(value));
  return { name: found.name, contract: found.contract, params: Object.fromEntries(found.names.map((name, i) => [name, values[i]!])) };
}

const SHOWN = 5;

/** The first issues of a refusal, each as `where: what`. */
function issuesOf(schema: Schema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.') || '(whole)'}: ${issue.message}`);
  const more = issues.length > SHOWN ? ` (and ${issues.length - SHOWN} more)` : '';
  return issues.slice(0, SHOWN).join('; ') + more;
}

const queryObject = (query: URLSearchParams) => {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of query) {
    const before = object[key];
    object[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return object;
};

/**
 * What the call's contract (@pocket/contracts/api/all.contracts) refuses in one exchange of the fake API: a call no
 * contract has (unless its path is outside the list of calls: the desk, the sandbox, ...), an answer its status does
 * not match (the HTTP status equals the envelope's code, docs/api.md), a 200 answer the contract's answer schema
 * refuses, a refusal that is not `{ code, msg, data: null | object }`, and, when the fake answers 200, a request the
 * server would have refused with a 400 before its handler ran (path parameters, query, body). Empty when all fits.
 */
export function contractProblems(exchange: FakeExchange): string[] {
  const { method, path, status, envelope } = exchange;
  if (isOutsideTheCalls(path)) return [];
  const found = contractOf(method, path);
  if (!found) return [`${method} ${path}: no call of the list (@pocket/contracts/calls/all) has this method and path`];
  const { name, contract, params } = found;
  const call = `${name} (${method} ${path})`;
  const problems: string[] = [];
  const refused = (what: string, schema: Schema | undefined, value: unknown) => {
    const issues = schema && issuesOf(schema, value);
    if (issues) problems.push(`${call}: ${what} does not fit its contract: ${issues}`);
  };
  if (status !== envelope.code) problems.push(`${call}: the fake answers code ${envelope.code} with HTTP status ${status}; the server's status equals the code`);
  if (status === 200) {
    refused('the path', contract.params, params);
    refused('the query', contract.query, queryObject(exchange.query));
    refused("the request's body", contract.body, exchange.body);
    refused("the fake's answer", contract.answer, envelope);
  } else {
    refused("the fake's refusal", errorAnswer, envelope);
  }
  return problems;
}
