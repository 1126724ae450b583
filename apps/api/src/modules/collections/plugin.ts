import fp from 'fastify-plugin';

import { BorrowerHelp } from './borrower';
import { borrowerHelpRoutes } from './borrower-routes';
import { onLoanSettled, runCollectionsJob } from './cases';
import { CONDUCT } from './conduct';
import { CaseContacts } from './contacts';
import { startCollectionsJob } from './jobs';
import { billReminderDays, currentLadder, ladderKind, runLadder } from './ladder';
import { HardshipDesk } from './plans';
import * as repo from './repo';
import { collectionReportRoutes } from './report-routes';
import { CollectionReports } from './reports';
import { restructureKind } from './restructure';
import { collectionsRoutes } from './routes';
import { CollectionsDesk } from './service';
import { COLLECTIONS_SETTINGS, type CollectionsSettings } from './settings';
import { ussdPromises } from './ussd-promises';

export interface CollectionsOptions {
  jobs: boolean;
  intervalMs: number;
  settings?: CollectionsSettings;
}

export interface CollectionsDoor {
  /** The daily job by hand (tests, the sandbox clock). */
  run(): Promise<Awaited<ReturnType<typeof runCollectionsJob>> & { ladder: { sent: number; refused: number } }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    collections: CollectionsDoor;
  }
}

/**
 * Collections (docs/collections.md): cases for late loans from lending's days past due (app.lending's door: lateLoans,
 * loanDelinquency), agents' queues, contacts under the conduct rules (decision 0058), promises to pay and hardship
 * plans. It writes only its own tables; the borrower's SMS goes through app.messages, the audit through app.staffAudit.
 */
export const collections = fp<CollectionsOptions>(
  async (app, opts) => {
    const settings = opts.settings ?? COLLECTIONS_SETTINGS;
    const now = app.appConfig.now;
    // The conduct rules' figures; the contact hours change only in the sandbox (config/env.ts).
    const conduct = { ...CONDUCT, ...app.appConfig.collectionsContactHours };
    const deps = { db: app.db, now, audit: app.staffAudit, conduct };
    const desk = new CollectionsDesk(deps);
    const contacts = new CaseContacts({ ...deps, messages: app.messages });
    // The job, then the ladder's own steps (the cases' days past due are fresh).
    const run = async () => {
      const done = await runCollectionsJob(app.db, now, settings);
      return { ...done, ladder: done.ran ? await runLadder({ db: app.db, now, conduct, messages: app.messages, ussdCode: settings.ussdCode }) : { sent: 0, refused: 0 } };
    };
    app.decorate('collections', { run } satisfies CollectionsDoor);
    // A loan paid in full closes its case and keeps its promise in the payment's own transaction.
    app.extensions.loanSettled.push((tx, loan) => onLoanSettled(tx, settings, loan.orderId, new Date(now())));
    // The ladder pauses until a promise's date.
    app.extensions.remindersPaused.push((tx, orderIds, today) => repo.promisedLoans(tx, orderIds, today));
    // Close my account: the notes on the borrower's cases are erased with the rest of their personal data.
    app.extensions.accountClosing.push((tx, userId) => repo.eraseNotesOf(tx, userId));
    app.extensions.loanAged.push(async () => void (await run()));
    // The sandbox clock and the demo portfolio run it after the overdue job (registered before this module).
    app.extensions.dateJobs.push({ name: 'collections job', run });
    app.approvals.register(restructureKind(settings, now));
    // The reminder ladder as settings: changed through maker-checker; lending's daily reminders ask it which days go.
    app.approvals.register(ladderKind(settings));
    app.extensions.lateReminderDays = (tx) => billReminderDays(tx);
    // "6 Promise to pay" on the USSD menu: the same promise as the app's.
    app.extensions.ussdPromises = ussdPromises(app.db, now);
    const plans = new HardshipDesk({ ...deps, approvals: app.approvals });
    await app.register(collectionsRoutes, { desk, contacts, plans });
    await app.register(collectionReportRoutes, { reports: new CollectionReports({ db: app.db, now, settings }), now, ladder: () => currentLadder(app.db) });
    await app.register(borrowerHelpRoutes, { help: new BorrowerHelp({ db: app.db, now }) });
    const stop = opts.jobs
      ? startCollectionsJob({
          db: app.db, now, settings, everyMs: opts.intervalMs,
          lease: (job, ms) => app.kv.setIfAbsent(`job-lease:${job}`, String(process.pid), ms),
          log: (msg, err) => app.log.error({ err }, msg),
          onRun: (job, outcome, seconds) => app.metrics?.jobRun(job, outcome, seconds),
        })
      : () => undefined;
    app.addHook('onClose', async () => stop());
  },
  { name: 'collections', dependencies: ['lending', 'staff', 'staff-audit', 'messages', 'approvals'] },
);

// The job and readers the collections-and-books bench times at scale (bench/risk/collections.ts).
export { runCollectionsJob } from './cases';
export { fillMonthEnds, monthEndBefore } from './month-ends';
export { CollectionReports } from './reports';
export { CollectionsDesk } from './service';
export { COLLECTIONS_SETTINGS, rankOf } from './settings';
