import fp from 'fastify-plugin';

import type { CorrectIdentity } from './corrections.service';
import { Corrections } from './corrections.service';
import { ExportCodes } from './export-code';
import { DataExports } from './exports.service';
import { startExportJob } from './jobs';
import { dataRightsRoutes } from './routes';

export interface DataRightsOptions {
  /** The borrower's own mobile (the export's SMS code goes there only). */
  mobileOf(userId: number): Promise<string | null>;
  /** KYC's door: the desk's correction of an identity field. */
  correctIdentity: CorrectIdentity;
  /** The in-process export job (off in tests, which run it by hand). */
  jobs: boolean;
  intervalMs: number;
  /** Tests fix the SMS code. */
  generateCode?: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The borrower's data rights (docs/data-rights.md); tests run the export job through it. */
    dataRights: { exports: DataExports; corrections: Corrections };
  }
}

/** The borrower's data rights: "Download my data" and "Correct my data" (docs/data-rights.md). */
export const dataRights = fp<DataRightsOptions>(
  async (app, opts) => {
    const codes = new ExportCodes({ kv: app.kv, sms: app.sms, pepper: app.appConfig.otpPepper, mobileOf: opts.mobileOf, ...(opts.generateCode ? { generate: opts.generateCode } : {}) });
    let exports: DataExports | null = null;
    const job = opts.jobs
      ? startExportJob({
          exports: () => exports!,
          intervalMs: opts.intervalMs,
          log: (msg, err) => app.log.error({ err }, msg),
          lease: (name, ms) => app.kv.setIfAbsent(`job-lease:${name}`, String(process.pid), ms),
          onRun: (name, outcome, seconds) => app.metrics?.jobRun(name, outcome, seconds),
        })
      : null;
    exports = new DataExports({ db: app.db, now: app.appConfig.now, codes, ...(job ? { kick: job.kick } : {}), log: (msg, err) => app.log.error({ err }, msg) });
    const corrections = new Corrections({ db: app.db, now: app.appConfig.now, audit: app.staffAudit, messages: app.messages, correctIdentity: opts.correctIdentity });
    app.decorate('dataRights', { exports, corrections });
    await app.register(dataRightsRoutes, { exports, corrections });
    app.addHook('onClose', async () => job?.stop());
  },
  { name: 'data-rights', dependencies: ['staff', 'staff-audit', 'messages', 'kyc'] },
);
