import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach } from 'vitest';

import { contractProblems } from './contract-check';

export type SeenCall = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
/** An answer in the API's envelope; the HTTP status is the code unless said otherwise (docs/api.md, "Envelope"). */
export type Reply = { code?: number; msg?: string; data?: unknown; status?: number; delayMs?: number };
type Route = (call: SeenCall) => Reply;
/** Replies by `'METHOD /path'` pattern (a regular expression over method and path, without the /api prefix). */
export type Script = Record<string, Route>;

/** The contract problems of every running fake, reported after each test (below). */
const running = new Set<string[]>();

// Registered once per test file that imports the fake (each file has its own module graph): a test whose fake
// answered something its call's contract refuses fails after it, naming the call and the schema's issue.
afterEach(() => {
  const problems = [...running].flatMap((found) => found.splice(0));
  if (problems.length > 0) {
    throw new Error(`The fake API answered what the calls' contracts refuse (@pocket/contracts/api/all.contracts):\n- ${problems.join('\n- ')}`);
  }
});

/**
 * The one local HTTP server standing in for the API in component tests: it records every call and answers what the
 * test scripts, per exact path (`on`) or per `'METHOD /path'` pattern (`script`), in the API's envelope. It speaks
 * CORS because jsdom's XMLHttpRequest enforces it. It answers through the contracts: each exchange is checked against
 * its call's contract (contract-check.ts), and a test whose fake answered what the contract refuses fails. Journeys
 * against the real server live in e2e/.
 */
export async function startFakeApi(script: Script = {}) {
  const routes = new Map<string, Route>();
  const patterns = Object.entries(script).map(([pattern, route]) => {
    const [method, path] = pattern.split(' ');
    return { test: new RegExp(`^${method} /api${path}$`), route };
  });
  const routeOf = (call: SeenCall) =>
    routes.get(call.path) ?? patterns.find((p) => p.test.test(`${call.method} ${call.path}`))?.route;
  const calls: SeenCall[] = [];
  const problems: string[] = [];
  running.add(problems);
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET,POST,OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const [path = '', query = ''] = (req.url ?? '').split('?');
      const call: SeenCall = { method: req.method ?? '', path, headers: req.headers, body: raw ? JSON.parse(raw) : null };
      calls.push(call);
      const route = routeOf(call);
      const reply: Reply = route ? route(call) : { status: 404, code: 404, msg: `No fake for ${path}` };
      const envelope = { code: reply.code ?? 200, msg: reply.msg ?? 'ok', data: reply.data ?? null };
      const status = reply.status ?? envelope.code;
      problems.push(...contractProblems({ method: call.method, path, query: new URLSearchParams(query), body: raw ? call.body : undefined, status, envelope }));
      const send = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(envelope));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    baseURL: `http://127.0.0.1:${port}/api`,
    calls,
    /** Answers POST/GET `/api<path>` with the reply (or a function of the call). */
    on(path: string, reply: Reply | Route) {
      routes.set(`/api${path}`, typeof reply === 'function' ? reply : () => reply);
    },
    callsTo: (path: string) => calls.filter((c) => c.path === `/api${path}`),
    reset() {
      routes.clear();
      calls.length = 0;
    },
    close: () => {
      running.delete(problems);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
