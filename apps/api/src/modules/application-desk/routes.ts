import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { applicationCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { ApplicationDesk } from './service';

const tags = ['staff: applications'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const applicationDeskRoutes: FastifyPluginAsync<{ desk: ApplicationDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, applicationCalls.queue, {
    tags,
    summary: 'Applications the rules held for a person: VIP first, then oldest; each with its age against the target (risk)',
    handler: async () => ok(await desk.queue()),
  });

  staffRoute(r, applicationCalls.case, {
    tags,
    summary: 'One case: the application and the rule that held it, the borrower (masked), their loans (risk)',
    handler: async (req) => ok(await desk.case(req.params.id)),
  });

  staffRoute(r, applicationCalls.approve, {
    tags,
    summary: 'Approve: the loan is paid out through the disbursement path, once (risk)',
    handler: async (req) => ok(await desk.approve(req.staff!, req.params.id, req.body.note, originOf(req))),
  });

  staffRoute(r, applicationCalls.reject, {
    tags,
    summary: 'Reject with a reason the borrower is told by SMS, and a note for the desk (risk)',
    handler: async (req) => ok(await desk.reject(req.staff!, req.params.id, req.body.reason, req.body.note, originOf(req))),
  });
};
