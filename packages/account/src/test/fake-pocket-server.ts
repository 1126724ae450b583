import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export type Reply = { status?: number; code?: number; msg?: string; data?: unknown };
export type Script = Record<string, (request: SeenRequest) => Reply>;

/**
 * A scripted stand-in for the /api calls this feature makes, so that the overlays run through the real api client
 * (headers, signing, error catalogue) over HTTP. Journeys against the real server live in e2e/.
 */
export async function startFakePocketServer(script: Script) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const request = { method: req.method ?? '', path, headers: req.headers, body: raw ? JSON.parse(raw) : {} };
      seen.push(request);
      const key = Object.keys(script).find((pattern) => new RegExp(`^${pattern}$`).test(`${request.method} ${path}`));
      const reply: Reply = key ? script[key]!(request) : { status: 404, code: 404, msg: 'Not found' };
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: reply.code ?? 200, msg: reply.msg ?? 'ok', data: reply.data ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    calls: (path: string) => seen.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
