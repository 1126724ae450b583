import fp from 'fastify-plugin';

import { demoSummaryLine, seedDemoIfEmpty } from './demo/run';
import type { DemoSummary } from './demo/seed';
import { sandboxRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sandbox only (absent otherwise): the demo portfolio (decision 0051), seeded by server.ts before it listens. */
    demoPortfolio?: { seedIfEmpty(): Promise<DemoSummary | null> };
  }
}

/** Sandbox only (off in production unless SANDBOX=on): the SMS outbox, ready-made borrowers, the /dev/phone page, the clock, the demo portfolio. */
export const sandbox = fp<{ pin: string }>(
  async (app, opts) => {
    await app.register(sandboxRoutes, opts);
    app.decorate('demoPortfolio', {
      seedIfEmpty: async () => {
        try {
          const summary = await seedDemoIfEmpty(app, { pin: opts.pin, borrowers: app.appConfig.demoBorrowers, log: (msg) => app.log.info(msg) });
          if (summary) process.stdout.write(`${demoSummaryLine(summary)}\n`);
          return summary;
        } catch (err) {
          // A demo that could not finish never stops the server: what was seeded stays, the rest is missing.
          app.log.error({ err }, 'the demo portfolio stopped before its end');
          process.stderr.write(`The demo portfolio stopped before its end: ${(err as Error).message}\n`);
          return null;
        }
      },
    });
  },
  { name: 'sandbox', dependencies: ['context', 'auth', 'kyc', 'uploads'] },
);
