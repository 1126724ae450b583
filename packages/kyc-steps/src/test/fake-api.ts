import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenCall = { method: string; path: string; body: unknown };
export type Reply = { code?: number; msg?: string; data?: unknown; delayMs?: number };
type Route = (call: SeenCall) => Reply;

/**
 * A local HTTP server in place of the API for page tests: it records each call and answers what the test scripts
 * per path, so the real api client (headers, catalogue, RTK Query) runs. CORS because jsdom's XHR enforces it.
 */
export async function startFakeApi() {
  const routes = new Map<string, Route>();
  const calls: SeenCall[] = [];
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET,POST,OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const call: SeenCall = { method: req.method ?? '', path, body: raw ? JSON.parse(raw) : null };
      calls.push(call);
      const route = routes.get(path);
      const reply: Reply = route ? route(call) : { code: 404, msg: `No fake for ${path}` };
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: reply.code ?? 200, msg: reply.msg ?? 'ok', data: reply.data ?? null }));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/api`,
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

/** getUserAuthProcessStep's answer with the given cerCodes authenticated. */
export const stepsWith = (...authenticated: number[]) =>
  [1, 2, 3, 4].map((cerCode) => ({ cerCode, isAuth: authenticated.includes(cerCode) }));
