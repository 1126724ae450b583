import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { STATEMENT_MAX_CHARS } from '@pocket/contracts/api/staff';
import { reconciliationCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { ReconciliationDesk } from './service';

const tags = ['staff: reconciliation'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const reconciliationRoutes: FastifyPluginAsync<{ desk: ReconciliationDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, reconciliationCalls.statements, {
    tags,
    summary: 'Imported operator statements, newest first, with their counts per class',
    handler: async (req) => ok(await desk.statements(req.query)),
  });

  staffRoute(r, reconciliationCalls.importStatement, {
    // A statement of some thousand lines, as JSON text (a line is about 100 characters).
    bodyLimit: STATEMENT_MAX_CHARS * 2,
    tags,
    summary: 'Import an operator statement (CSV text): refused whole with the line and reason; the same file twice changes nothing (audited)',
    handler: async (req) => ok(await desk.import(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, reconciliationCalls.statement, {
    tags,
    summary: 'One statement with its counts per class',
    handler: async (req) => ok(await desk.statement(req.params.id)),
  });

  staffRoute(r, reconciliationCalls.items, {
    tags,
    summary: 'A statement\'s lines and our payments, classified; by class, open differences only; cursor paged',
    handler: async (req) => ok(await desk.items(req.params.id, req.query)),
  });

  staffRoute(r, reconciliationCalls.resolve, {
    tags,
    summary: 'Resolve a difference: a reconciliation.resolve request for a second finance member',
    handler: async (req) => ok(await desk.resolve(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
