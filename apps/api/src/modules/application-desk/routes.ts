import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { applicationApproveBody, applicationCaseAnswer, applicationDecisionAnswer, applicationQueueAnswer, applicationRejectBody, staffIdParams } from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { ApplicationDesk } from './service';

const tags = ['staff: applications'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const applicationDeskRoutes: FastifyPluginAsync<{ desk: ApplicationDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/applications/queue', {
    schema: { tags, summary: 'Applications the rules held for a person: VIP first, then oldest; each with its age against the target (risk)', response: { 200: applicationQueueAnswer } },
    handler: async () => ok(await desk.queue()),
  });

  r.get('/api/staff/applications/:id', {
    schema: { tags, summary: 'One case: the application and the rule that held it, the borrower (masked), their loans (risk)', params: staffIdParams, response: { 200: applicationCaseAnswer } },
    handler: async (req) => ok(await desk.case(req.params.id)),
  });

  r.post('/api/staff/applications/:id/approve', {
    schema: { tags, summary: 'Approve: the loan is paid out through the disbursement path, once (risk)', params: staffIdParams, body: applicationApproveBody, response: { 200: applicationDecisionAnswer } },
    handler: async (req) => ok(await desk.approve(req.staff!, req.params.id, req.body.note, originOf(req))),
  });

  r.post('/api/staff/applications/:id/reject', {
    schema: { tags, summary: 'Reject with a reason the borrower is told by SMS, and a note for the desk (risk)', params: staffIdParams, body: applicationRejectBody, response: { 200: applicationDecisionAnswer } },
    handler: async (req) => ok(await desk.reject(req.staff!, req.params.id, req.body.reason, req.body.note, originOf(req))),
  });
};
