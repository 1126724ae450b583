import { connect } from 'node:net';

import { afterAll } from 'vitest';

import { isCi, testRedisUrl } from '../src/config/test-env';
import { createKv } from '../src/db/kv';
import type { KvStore } from '../src/db/kv';

/** Whether something listens at the URL's host and port (a TCP connect, at most one second). */
function listening(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port) || defaultPort });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Why a suite that needs the machine's PostgreSQL or Redis cannot run here, or '' when it can. `npm test` on a new
 * user's machine has neither (the embedded default needs neither), so such a suite is skipped there and says why; CI
 * has both, and in CI a missing one fails instead.
 */
export async function missingServices(needs: { postgres?: string; redis?: string }): Promise<string> {
  const missing: string[] = [];
  if (needs.postgres && !(await listening(needs.postgres, 5432))) missing.push(`PostgreSQL is not reachable at ${new URL(needs.postgres).host}`);
  if (needs.redis && !(await listening(needs.redis, 6379))) missing.push(`Redis is not reachable at ${new URL(needs.redis).host}`);
  const why = missing.join('; ');
  if (why && isCi()) throw new Error(`${why}: CI runs this suite on the machine's services`);
  return why;
}

/**
 * Redis stores as separate server processes would open them (`createKv` on the tests' Redis), closed after the test
 * file: `store(prefix)`; give two the same prefix to stand for two processes behind one load balancer.
 */
export function redisStores(): (prefix: string) => KvStore {
  const opened: KvStore[] = [];
  afterAll(async () => {
    for (const kv of opened.splice(0)) await kv.close();
  });
  return (prefix) => {
    const kv = createKv(testRedisUrl(), Date.now, prefix);
    opened.push(kv);
    return kv;
  };
}
