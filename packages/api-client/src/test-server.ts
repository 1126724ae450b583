import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; body: unknown } | { delayMs: number };

/**
 * A local HTTP server for the client's tests: it records each request and answers what the test scripts.
 * It looks like @pocket/testing's fake API but stays here: @pocket/testing depends on @pocket/api-client (its store and
 * client), so api-client's tests importing @pocket/testing would make a dependency cycle.
 */
export async function startTestServer(answer: (request: SeenRequest) => Answer) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    // CORS, for hooks tested in jsdom (its XMLHttpRequest enforces it); preflights are answered, not recorded.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const scripted = answer(request);
      if ('delayMs' in scripted) {
        setTimeout(() => res.destroy(), scripted.delayMs);
        return;
      }
      res.writeHead(scripted.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(scripted.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
