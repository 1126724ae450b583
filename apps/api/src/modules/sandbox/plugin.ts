import fp from 'fastify-plugin';

import { sandboxRoutes } from './routes';

/** Sandbox only (off in production unless SANDBOX=on): the SMS outbox, ready-made borrowers, the /dev/phone page. */
export const sandbox = fp<{ pin: string }>(
  async (app, opts) => {
    await app.register(sandboxRoutes, opts);
  },
  { name: 'sandbox', dependencies: ['context', 'auth', 'kyc', 'uploads'] },
);
