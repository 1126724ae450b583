import { Readable } from 'node:stream';

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { auditListAnswer, auditQuery, auditVerifyAnswer } from '@pocket/contracts/api/staff';

import { auditCsv } from './csv';
import type { AuditLog } from './service';

const tags = ['staff: audit'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** GET /api/staff/audit, /audit.csv and /audit/verify (admin; guarded by the staff permission table). */
export const auditRoutes: FastifyPluginAsync<{ log: AuditLog; now: () => number }> = async (app, { log, now }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/audit', {
    schema: { tags, summary: 'The staff audit, newest first, filtered, cursor paged', querystring: auditQuery, response: { 200: auditListAnswer } },
    handler: async (req) => ok(await log.list(req.query)),
  });

  r.get('/api/staff/audit.csv', {
    schema: { tags, summary: 'The staff audit as CSV, streamed (same filters; not enveloped)', querystring: auditQuery },
    handler: async (req, reply) => {
      const stamp = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="pocket-staff-audit-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(auditCsv(log.all(req.query))));
    },
  });

  r.get('/api/staff/audit/verify', {
    schema: { tags, summary: 'Walks the audit hash chain: ok, rows checked, the first row that does not follow', response: { 200: auditVerifyAnswer } },
    handler: async () => ok(await log.verify()),
  });
};
