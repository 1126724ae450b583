import { Readable } from 'node:stream';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { REPORT_CSV_COLUMNS } from '@pocket/contracts/api/staff';
import type { ReportChoicesData, ReportName } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { reportCalls, reportChoiceCalls } from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

import { csvLines } from '../../plugins/csv';
import { staffRoute } from '../../plugins/staff-route';
import type { Reports } from './service';

const tags = ['staff: reports'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** `?format=csv`: the report's rows as a CSV attachment, streamed line by line (aggregates only: no personal data). */
function sendCsv(reply: FastifyReply, name: ReportName, rows: ReadonlyArray<Record<string, unknown>>, now: number) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="pocket-report-${name}-${lusakaDate(now)}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(csvLines(REPORT_CSV_COLUMNS[name], rows)));
}

/** GET /api/staff/reports/<name> (docs/reports.md), each registered from its call's contract (`reportCalls`). */
export const reportRoutes: FastifyPluginAsync<{ reports: Reports; now: () => number; choices: () => Promise<ReportChoicesData> }> = async (app, { reports, now, choices }) => {
  staffRoute(app, reportChoiceCalls.read, {
    tags,
    summary: 'What the report filters offer: every loan product version and every sign-up channel',
    handler: async () => ok(await choices()),
  });

  function report<N extends ReportName>(name: N, summary: string, run: (q: z.infer<NonNullable<(typeof reportCalls)[N]['query']>>) => Promise<{ rows: ReadonlyArray<Record<string, unknown>> }>) {
    const call: StaffCall = reportCalls[name];
    staffRoute(app, call, {
      tags,
      summary: `${summary} (?format=csv: the rows as CSV)`,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        // The validator compiler checked the query against the call's schema before this runs.
        const query = req.query as z.infer<NonNullable<(typeof reportCalls)[N]['query']>>;
        const data = await run(query);
        if (query.format === 'csv') return sendCsv(reply, name, data.rows, now());
        return reply.send(ok(data));
      },
    });
  }

  report('disbursed', 'Loans disbursed per day: count and principal', (q) => reports.disbursed(q));
  report('collected', 'Money received by operator and kind of payment', (q) => reports.collected(q));
  report('outstanding', 'What open loans still owe today, by product and component', (q) => reports.outstanding(q));
  report('par', 'Portfolio at risk: PAR 1, 7, 30 and 90 today', (q) => reports.par(q));
  report('vintage', 'Loans by disbursement week and the share that went more than 30 days late', (q) => reports.vintage(q));
  report('trial-balance', 'Every ledger account at the end of a day; debits equal credits', (q) => reports.trialBalance(q));
  report('cash', 'Money in and out of each operator wallet per day, with its running balance', (q) => reports.cash(q));
  report('kyc-funnel', 'Borrowers who signed up in the range and how far they got', (q) => reports.kycFunnel(q));
};
