import cluster from 'node:cluster';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app';
import { loadConfig } from './config/env';
import { closeDb, createDb, migrateDb } from './db/client';
import { listenMetrics } from './plugins/metrics-access';
import type { MetricsListener } from './plugins/metrics-access';

const config = loadConfig();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (server: net.Server) => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
const log = (msg: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg })}\n`);

if (cluster.isPrimary && config.webConcurrency > 1) {
  for (const warning of config.warnings) process.stderr.write(`${warning}\n`);
  // WEB_CONCURRENCY=N: N workers share the port (node:cluster). They share state only through PostgreSQL and Redis.
  if (!config.databaseUrl || !config.redisUrl) {
    throw new Error('WEB_CONCURRENCY > 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: the embedded PGlite and in-process limits belong to one process');
  }
  // Migrations are applied once, here, before any worker starts (workers skip them).
  const db = await createDb(config);
  await migrateDb(db);
  await closeDb(db);
  let stopping = false;
  // Workers run this module itself (not `npm start`'s wrapper, which would install and build again).
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  // Each worker knows its index (its private metrics port is METRICS_PORT + index); a replacement takes the same one.
  const indexOf = new Map<number, number>();
  const fork = (index: number) => indexOf.set(cluster.fork({ POCKET_WORKER_INDEX: String(index) }).id, index);
  for (let i = 0; i < config.webConcurrency; i += 1) fork(i);
  let live = config.webConcurrency;
  cluster.on('exit', (worker, code, signal) => {
    live -= 1;
    if (stopping) {
      if (live === 0) process.exit(0);
      return;
    }
    live += 1;
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork(indexOf.get(worker.id) ?? 0);
  });
  const stop = (signal: string) => {
    stopping = true;
    log(`${signal}: draining ${config.webConcurrency} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  log(`Pocket is running ${config.webConcurrency} workers on http://localhost:${config.port}`);
} else {
  const app = await buildApp(config, { skipMigrations: cluster.isWorker });
  let metricsListener: MetricsListener | undefined;
  // Loud: on the error stream whatever LOG_LEVEL says, and in the log.
  for (const warning of config.warnings) {
    if (cluster.isPrimary) process.stderr.write(`${warning}\n`);
    app.log.warn(warning);
  }

  // Graceful shutdown (docs/operations.md, issue 34): readiness turns 503 and the process keeps serving while the load
  // balancer notices (kept-alive connections stay: answering Connection: close now would only make clients open new
  // connections, and those still waiting in the listen queue when it closes are reset by the kernel). Then the
  // listener closes; every later answer says Connection: close, so each open connection carries at most the request
  // it is sending and closes after its answer (Node's own close would cut the idle ones at once, racing a client that
  // is sending on one). Connections still open and idle after 1 s are closed, requests in flight finish, jobs stop
  // between runs, then the database closes. A payment keeps its provider reference from before the provider call,
  // so one cut anyway is finished by the reconciler of the next process, never sent twice.
  const close = async (signal: string) => {
    app.log.info({ signal }, 'draining');
    app.lifecycle.draining = true;
    const force = setTimeout(() => {
      app.log.error('requests still running after SHUTDOWN_GRACE_MS; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    await sleep(Math.min(config.shutdownGraceMs / 4, 5_000));
    app.lifecycle.closing = true;
    net.Server.prototype.close.call(app.server);
    for (let waited = 0; waited < 1_000 && (await openConnections(app.server)) > 0; waited += 20) await sleep(20);
    await app.close();
    await metricsListener?.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  // The sandbox's demo portfolio (decision 0051): once, on an empty database, before the first request (one worker).
  if (config.demoPortfolio && config.workerIndex === 0 && app.demoPortfolio) {
    await app.ready();
    await app.demoPortfolio.seedIfEmpty();
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Pocket is running on http://localhost:${config.port}`);
  const { port, host, token } = config.metrics;
  if (port !== undefined) {
    metricsListener = await listenMetrics(app.metrics.registry, { host, port: port === 0 ? 0 : port + config.workerIndex, token });
    app.log.info(`Metrics on http://${host}:${metricsListener.port}/metrics`);
  }
}
