import fp from 'fastify-plugin';

import { channelDesk } from '../channel/plugin';
import { reportRoutes } from './routes';
import { Reports } from './service';
import { startSummariesJob } from './summaries';

/**
 * The reports desk (docs/reports.md): read-only reports over the ledger and the lending tables. Its only write is the
 * fold of its summaries (summaries.ts), a background job when `jobs` is on. Its door lends only its open-loan cells
 * (`portfolioCellRows`, reads.ts); registered after the staff module so the staff guard covers its routes.
 */
export const reportsDesk = fp<{ jobs?: boolean; intervalMs?: number }>(
  async (app, opts) => {
    const channels = channelDesk(app.appConfig.now);
    // What the filters offer (the desk chooses, nobody types an id): through the lending and channel doors.
    const choices = async () => ({
      products: (await app.lending.products.versions(app.db)).map((v) => ({ id: v.id, name: v.name, version: v.version, effectiveFrom: v.effectiveFrom })),
      channels: (await channels.list(app.db)).map((c) => ({ code: c.code, name: c.name })),
    });
    await app.register(reportRoutes, { reports: new Reports({ db: app.db, now: app.appConfig.now }), now: app.appConfig.now, choices });
    if (opts.jobs) {
      const stop = startSummariesJob({ db: app.db, intervalMs: opts.intervalMs ?? 10 * 60 * 1000, log: (msg, err) => app.log.error({ err }, msg) });
      app.addHook('onClose', async () => stop());
    }
  },
  { name: 'reports', dependencies: ['staff', 'lending'] },
);

/** The reports on a database of one's own (bench/scale.ts times them at a million borrowers). */
export { Reports } from './service';
/** The fold of the reports' summaries, for a bench or a test that wants it now. */
export { compactSummaries } from './summaries';
/** The open-loan cells, for another room's one statement (the dashboard's PAR). */
export { portfolioCellRows } from './reads';
