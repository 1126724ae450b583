import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { kycApproveBody, kycCaseAnswer, kycDecisionAnswer, kycPhotoParams, kycQueueAnswer, kycQueueQuery, kycRejectBody, staffIdParams } from '@pocket/contracts/api/staff';

import { sendPrivateImage } from '../../plugins/private-image';
import { originOf } from '../staff/plugin';
import type { KycDesk } from './service';

const tags = ['staff: kyc'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const kycDeskRoutes: FastifyPluginAsync<{ desk: KycDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/kyc/queue', {
    schema: { tags, summary: 'KYC the rules sent to a person, oldest first, with the minutes each has waited (risk)', querystring: kycQueueQuery, response: { 200: kycQueueAnswer } },
    handler: async (req) => ok(await desk.queue(req.query)),
  });

  r.get('/api/staff/kyc/:id', {
    schema: { tags, summary: 'One KYC case: identity fields masked, photo links, why it came to a person, look-alike accounts (same NRC, phone, device)', params: staffIdParams, response: { 200: kycCaseAnswer } },
    handler: async (req) => ok(await desk.case(req.params.id)),
  });

  r.get('/api/staff/kyc/:id/photos/:photo', {
    schema: { tags, summary: 'One KYC photo (nrcFront, nrcBack, face), re-encoded; each view is an audit row (risk)', params: kycPhotoParams },
    handler: async (req, reply) => {
      const file = await desk.photo(req.staff!, req.params.id, req.params.photo, originOf(req));
      return sendPrivateImage(reply, file);
    },
  });

  r.post('/api/staff/kyc/:id/approve', {
    schema: { tags, summary: 'Approve the KYC: the borrower may borrow and gets an SMS (risk)', params: staffIdParams, body: kycApproveBody, response: { 200: kycDecisionAnswer } },
    handler: async (req) => ok(await desk.decide(req.staff!, req.params.id, { approved: true, reasonCode: null, note: req.body.note ?? null }, originOf(req))),
  });

  r.post('/api/staff/kyc/:id/reject', {
    schema: { tags, summary: 'Reject the KYC with a reason code: the app and an SMS tell the borrower why and what to do next (risk)', params: staffIdParams, body: kycRejectBody, response: { 200: kycDecisionAnswer } },
    handler: async (req) => ok(await desk.decide(req.staff!, req.params.id, { approved: false, reasonCode: req.body.reasonCode, note: req.body.note ?? null }, originOf(req))),
  });
};
