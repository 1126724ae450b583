import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { approvalAnswer, approvalListAnswer, approvalListQuery, approveBody, createApprovalAnswer, createApprovalBody, rejectBody, staffIdParams } from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { ApprovalService } from './service';

const tags = ['staff: approvals'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const approvalRoutes: FastifyPluginAsync<{ service: ApprovalService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/staff/approvals', {
    schema: { tags, summary: 'Request something that needs a second person (kind role.grant: { staffId, role })', body: createApprovalBody, response: { 200: createApprovalAnswer } },
    handler: async (req) => ok(await service.request(req.staff!, req.body, originOf(req))),
  });

  r.get('/api/staff/approvals', {
    schema: { tags, summary: 'Requests of the kinds the caller may check, and the caller\'s own', querystring: approvalListQuery, response: { 200: approvalListAnswer } },
    handler: async (req) => ok(await service.list(req.staff!, req.query)),
  });

  r.post('/api/staff/approvals/:id/approve', {
    schema: { tags, summary: 'Approve (another person than the requester, with the kind\'s role): the effect runs once', params: staffIdParams, body: approveBody, response: { 200: approvalAnswer } },
    handler: async (req) => ok(await service.approve(req.staff!, req.params.id, req.body.note, originOf(req))),
  });

  r.post('/api/staff/approvals/:id/reject', {
    schema: { tags, summary: 'Reject with a reason', params: staffIdParams, body: rejectBody, response: { 200: approvalAnswer } },
    handler: async (req) => ok(await service.reject(req.staff!, req.params.id, req.body.reason, originOf(req))),
  });
};
