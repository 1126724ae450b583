import { Readable } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { auditCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { auditCsv } from './csv';
import type { AuditLog } from './service';

const tags = ['staff: audit'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** GET /api/staff/audit, /audit.csv and /audit/verify (admin; guarded by the staff permission table). */
export const auditRoutes: FastifyPluginAsync<{ log: AuditLog; now: () => number }> = async (app, { log, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, auditCalls.list, {
    tags,
    summary: 'The staff audit, newest first, filtered, cursor paged',
    handler: async (req) => ok(await log.list(req.query)),
  });

  staffRoute(r, auditCalls.csv, {
    tags,
    summary: 'The staff audit as CSV, streamed (same filters; not enveloped)',
    handler: async (req, reply) => {
      const stamp = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="pocket-staff-audit-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(auditCsv(log.all(req.query))));
    },
  });

  staffRoute(r, auditCalls.verify, {
    tags,
    summary: 'Walks the audit hash chain: ok, rows checked, the first row that does not follow',
    handler: async () => ok(await log.verify()),
  });
};
