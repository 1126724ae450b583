import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  pageQuery,
  reconciliationItemsAnswer,
  reconciliationItemsQuery,
  reconciliationResolveAnswer,
  reconciliationResolveBody,
  staffIdParams,
  statementAnswer,
  statementImportAnswer,
  statementImportBody,
  statementListAnswer,
  STATEMENT_MAX_CHARS,
} from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { ReconciliationDesk } from './service';

const tags = ['staff: reconciliation'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const reconciliationRoutes: FastifyPluginAsync<{ desk: ReconciliationDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/reconciliation/statements', {
    schema: { tags, summary: 'Imported operator statements, newest first, with their counts per class', querystring: pageQuery, response: { 200: statementListAnswer } },
    handler: async (req) => ok(await desk.statements(req.query)),
  });

  r.post('/api/staff/reconciliation/statements', {
    // A statement of some thousand lines, as JSON text (a line is about 100 characters).
    bodyLimit: STATEMENT_MAX_CHARS * 2,
    schema: { tags, summary: 'Import an operator statement (CSV text): refused whole with the line and reason; the same file twice changes nothing (audited)', body: statementImportBody, response: { 200: statementImportAnswer } },
    handler: async (req) => ok(await desk.import(req.staff!, req.body, originOf(req))),
  });

  r.get('/api/staff/reconciliation/statements/:id', {
    schema: { tags, summary: 'One statement with its counts per class', params: staffIdParams, response: { 200: statementAnswer } },
    handler: async (req) => ok(await desk.statement(req.params.id)),
  });

  r.get('/api/staff/reconciliation/statements/:id/items', {
    schema: { tags, summary: 'A statement\'s lines and our payments, classified; by class, open differences only; cursor paged', params: staffIdParams, querystring: reconciliationItemsQuery, response: { 200: reconciliationItemsAnswer } },
    handler: async (req) => ok(await desk.items(req.params.id, req.query)),
  });

  r.post('/api/staff/reconciliation/items/:id/resolve', {
    schema: { tags, summary: 'Resolve a difference: a reconciliation.resolve request for a second finance member', params: staffIdParams, body: reconciliationResolveBody, response: { 200: reconciliationResolveAnswer } },
    handler: async (req) => ok(await desk.resolve(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
