// Who may read /metrics (issue 34): it lists routes and status counts, payments by state and the process's memory.
// On the app's port it is open in development and test only; in production it answers 404 there unless METRICS_TOKEN
// is set (then a bearer token is required). The private listener (METRICS_PORT, bound to 127.0.0.1 by default) serves
// it to the monitoring agent, with the token too when one is set.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Registry } from 'prom-client';

/** How /metrics answers on the app's port. */
export type PublicMetrics = 'open' | 'token' | 'closed';

export const publicMetricsAccess = (opts: { production: boolean; token: string | undefined }): PublicMetrics =>
  opts.token ? 'token' : opts.production ? 'closed' : 'open';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the Authorization header carries the bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

export const METRICS_ANSWERS = {
  notFound: { code: 404, msg: 'No such call: GET /metrics', data: null },
  unauthorized: { code: 401, msg: 'A bearer token (METRICS_TOKEN) is required for /metrics', data: null },
} as const;

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/** The private listener: GET /metrics only, on its own address and port. */
export async function listenMetrics(registry: Registry, opts: { host: string; port: number; token: string | undefined }): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).end(body);
    };
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(404, JSON.stringify({ code: 404, msg: `No such call: ${req.method} ${path}`, data: null }));
    if (opts.token && !bearerMatches(req.headers.authorization, opts.token)) return answer(401, JSON.stringify(METRICS_ANSWERS.unauthorized));
    registry.metrics().then(
      (text) => answer(200, text, registry.contentType),
      () => answer(500, JSON.stringify({ code: 500, msg: 'Metrics could not be collected', data: null })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: opts.host, port: opts.port, exclusive: true }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
