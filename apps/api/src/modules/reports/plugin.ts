import fp from 'fastify-plugin';

import { reportRoutes } from './routes';
import { Reports } from './service';

/**
 * The reports desk (docs/reports.md): read-only reports over the ledger and the lending tables. It writes nothing and
 * offers no door; registered after the staff module so the staff guard covers its routes.
 */
export const reportsDesk = fp(
  async (app) => {
    await app.register(reportRoutes, { reports: new Reports({ db: app.db, now: app.appConfig.now }), now: app.appConfig.now });
  },
  { name: 'reports', dependencies: ['staff'] },
);

/** The reports on a database of one's own (bench/reports.ts times them at a million borrowers). */
export { Reports } from './service';
