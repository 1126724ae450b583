import { Readable } from 'node:stream';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';

import {
  REPORT_CSV_COLUMNS,
  cashAnswer,
  cashQuery,
  collectedAnswer,
  disbursedAnswer,
  kycFunnelAnswer,
  kycFunnelQuery,
  outstandingAnswer,
  parAnswer,
  reportPortfolioQuery,
  reportRangeQuery,
  trialBalanceAnswer,
  trialBalanceQuery,
  vintageAnswer,
} from '@pocket/contracts/api/staff';
import type { ReportName } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';

import { csvLines } from '../../plugins/csv';
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

/** GET /api/staff/reports/<name> (docs/reports.md), each guarded by the staff permission table. */
export const reportRoutes: FastifyPluginAsync<{ reports: Reports; now: () => number }> = async (app, { reports, now }) => {
  // The generic helper below passes zod schemas through; the validator compiler checks each query before `run`.
  function report<Q extends z.ZodType<{ format?: 'json' | 'csv' | undefined }>, A extends z.ZodType>(
    name: ReportName,
    summary: string,
    querystring: Q,
    answer: A,
    run: (q: z.infer<Q>) => Promise<{ rows: ReadonlyArray<Record<string, unknown>> }>,
  ) {
    app.get(`/api/staff/reports/${name}`, {
      schema: { tags, summary: `${summary} (?format=csv: the rows as CSV)`, querystring, response: { 200: answer } } as FastifySchema,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const query = req.query as z.infer<Q>;
        const data = await run(query);
        if (query.format === 'csv') return sendCsv(reply, name, data.rows, now());
        return reply.send(ok(data));
      },
    });
  }

  report('disbursed', 'Loans disbursed per day: count and principal', reportRangeQuery, disbursedAnswer, (q) => reports.disbursed(q));
  report('collected', 'Money received by operator and kind of payment', reportRangeQuery, collectedAnswer, (q) => reports.collected(q));
  report('outstanding', 'What open loans still owe today, by product and component', reportPortfolioQuery, outstandingAnswer, (q) => reports.outstanding(q));
  report('par', 'Portfolio at risk: PAR 1, 7, 30 and 90 today', reportPortfolioQuery, parAnswer, (q) => reports.par(q));
  report('vintage', 'Loans by disbursement week and the share that went more than 30 days late', reportRangeQuery, vintageAnswer, (q) => reports.vintage(q));
  report('trial-balance', 'Every ledger account at the end of a day; debits equal credits', trialBalanceQuery, trialBalanceAnswer, (q) => reports.trialBalance(q));
  report('cash', 'Money in and out of each operator wallet per day, with its running balance', cashQuery, cashAnswer, (q) => reports.cash(q));
  report('kyc-funnel', 'Borrowers who signed up in the range and how far they got', kycFunnelQuery, kycFunnelAnswer, (q) => reports.kycFunnel(q));
};
