import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenCall = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type Reply = { code?: number; msg?: string; data?: unknown; status?: number; delayMs?: number };
type Route = (call: SeenCall) => Reply;
/** Replies by `'METHOD /path'` pattern (a regular expression over method and path, without the /api prefix). */
export type Script = Record<string, Route>;

/**
 * The one local HTTP server standing in for the API in component tests: it records every call and answers what the
 * test scripts, per exact path (`on`) or per `'METHOD /path'` pattern (`script`), in the API's envelope. It speaks
 * CORS because jsdom's XMLHttpRequest enforces it. Journeys against the real server live in e2e/.
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
      const path = (req.url ?? '').split('?')[0] ?? '';
      const call: SeenCall = { method: req.method ?? '', path, headers: req.headers, body: raw ? JSON.parse(raw) : null };
      calls.push(call);
      const route = routeOf(call);
      const reply: Reply = route ? route(call) : { status: 404, code: 404, msg: `No fake for ${path}` };
      const send = () => {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: reply.code ?? 200, msg: reply.msg ?? 'ok', data: reply.data ?? null }));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
