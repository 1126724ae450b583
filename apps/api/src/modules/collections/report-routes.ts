import { Readable } from 'node:stream';

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import { COLLECTION_REPORT_CSV_COLUMNS, type CollectionReportName, type CollectionReportQuery, type LadderData, type LoanPlansQuery, type RestructuresQuery } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { collectionCalls } from '@pocket/contracts/staff';
import type { StaffCall } from '@pocket/contracts/staff';

import { csvLines } from '../../plugins/csv';
import { staffRoute } from '../../plugins/staff-route';
import type { CollectionReports } from './reports';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** GET /api/staff/collections/ladder, and GET /api/staff/collections/reports/<name> (docs/collections.md, "Reports"); `?format=csv`: the rows as a CSV attachment. */
export const collectionReportRoutes: FastifyPluginAsync<{ reports: CollectionReports; now: () => number; ladder: () => Promise<LadderData> }> = async (app, { reports, now, ladder }) => {
  const tags = ['staff: collections'];
  staffRoute(app, collectionCalls.ladder, {
    tags,
    summary: 'The reminder ladder in force: which reminder on which day past due, per bucket (changed by a collections.ladder request)',
    handler: async () => ok(await ladder()),
  });
  staffRoute(app, collectionCalls.buckets, {
    tags,
    summary: 'The buckets in force (the settings the server checks a ladder against) and the first bucket whose cases go to a person',
    handler: async () => ok(reports.buckets()),
  });
  staffRoute(app, collectionCalls.loanPlans, {
    tags,
    summary: 'One loan’s payment plans as they stood at the end of a day (?on, default today): the restructured loans report’s reading',
    handler: async (req: FastifyRequest) => {
      // The validator compiler checked the params and query against the call's schemas before this runs.
      const { id } = req.params as { id: number };
      return ok(await reports.loanPlans(Number(id), (req.query as LoanPlansQuery).on));
    },
  });
  function report(name: CollectionReportName, call: StaffCall, summary: string, run: (q: CollectionReportQuery) => Promise<{ rows: ReadonlyArray<Record<string, unknown>> }>) {
    staffRoute(app, call, {
      tags,
      summary: `${summary} (?format=csv: the rows as CSV)`,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        // The validator compiler checked the query against the call's schema before this runs.
        const query = req.query as CollectionReportQuery;
        const data = await run(query);
        if (query.format !== 'csv') return reply.send(ok(data));
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="pocket-collections-${name}-${lusakaDate(now())}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(Readable.from(csvLines(COLLECTION_REPORT_CSV_COLUMNS[name], data.rows)));
      },
    });
  }
  report('roll-rates', collectionCalls.rollRates, 'Roll rates month to month: of the cases in each bucket at a month’s start, where they were at its end', (q) => reports.rollRates(q));
  report('cure', collectionCalls.cure, 'Cure rate: cases open in the range, by bucket, and those paid up to date in it', (q) => reports.cure(q));
  report('promises', collectionCalls.promises, 'Promises to pay due in the range: made, kept, broken, open, kept over due', (q) => reports.promises(q));
  report('collected', collectionCalls.collected, 'Money collected on cases in the range, by bucket and by agent', (q) => reports.collected(q));
  report('restructures', collectionCalls.restructures, 'Restructured loans: each payment plan approved in the range, who proposed and approved it, its instalments, paid so far and its state today (?on: at the end of a past day)', (q) =>
    reports.restructures(q as RestructuresQuery),
  );
};
