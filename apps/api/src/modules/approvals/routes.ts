import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { approvalCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { ApprovalService } from './service';

const tags = ['staff: approvals'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const approvalRoutes: FastifyPluginAsync<{ service: ApprovalService }> = async (app, { service }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, approvalCalls.request, {
    tags,
    summary: 'Request something that needs a second person (kind role.grant: { staffId, role })',
    handler: async (req) => ok(await service.request(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, approvalCalls.list, {
    tags,
    summary: 'Requests of the kinds the caller may check, and the caller\'s own',
    handler: async (req) => ok(await service.list(req.staff!, req.query)),
  });

  staffRoute(r, approvalCalls.approve, {
    tags,
    summary: 'Approve (another person than the requester, with the kind\'s role): the effect runs once',
    handler: async (req) => ok(await service.approve(req.staff!, req.params.id, req.body.note, originOf(req))),
  });

  staffRoute(r, approvalCalls.reject, {
    tags,
    summary: 'Reject with a reason',
    handler: async (req) => ok(await service.reject(req.staff!, req.params.id, req.body.reason, originOf(req))),
  });
};
