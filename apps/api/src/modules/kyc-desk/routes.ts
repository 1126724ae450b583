import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { kycCalls } from '@pocket/contracts/staff';


import { sendPrivateImage } from '../../plugins/private-image';
import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { KycDesk } from './service';

const tags = ['staff: kyc'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const kycDeskRoutes: FastifyPluginAsync<{ desk: KycDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, kycCalls.queue, {
    tags,
    summary: 'KYC the rules sent to a person, oldest first, with the minutes each has waited (risk)',
    handler: async (req) => ok(await desk.queue(req.query)),
  });

  staffRoute(r, kycCalls.case, {
    tags,
    summary: 'One KYC case: identity fields masked, photo links, why it came to a person, look-alike accounts (same NRC, phone, device)',
    handler: async (req) => ok(await desk.case(req.params.id)),
  });

  staffRoute(r, kycCalls.photo, {
    tags,
    summary: 'One KYC photo (nrcFront, nrcBack, face), re-encoded; each view is an audit row (risk)',
    handler: async (req, reply) => {
      const file = await desk.photo(req.staff!, req.params.id, req.params.photo, originOf(req));
      return sendPrivateImage(reply, file);
    },
  });

  staffRoute(r, kycCalls.approve, {
    tags,
    summary: 'Approve the KYC: the borrower may borrow and gets an SMS (risk)',
    handler: async (req) => ok(await desk.decide(req.staff!, req.params.id, { approved: true, reasonCode: null, note: req.body.note ?? null }, originOf(req))),
  });

  staffRoute(r, kycCalls.reject, {
    tags,
    summary: 'Reject the KYC with a reason code: the app and an SMS tell the borrower why and what to do next (risk)',
    handler: async (req) => ok(await desk.decide(req.staff!, req.params.id, { approved: false, reasonCode: req.body.reasonCode, note: req.body.note ?? null }, originOf(req))),
  });
};
