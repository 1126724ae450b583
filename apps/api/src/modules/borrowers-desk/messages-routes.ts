import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { borrowerUidParams, deskMessagesAnswer, resendAnswer, resendBody, resendParams } from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { DeskMessages } from './messages';

const tags = ['staff: borrowers'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const deskMessageRoutes: FastifyPluginAsync<{ desk: DeskMessages }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/borrowers/:uid/messages', {
    schema: { tags, summary: 'The borrower\'s messages, newest first: status, attempts, last error, delivery (phone masked)', params: borrowerUidParams, response: { 200: deskMessagesAnswer } },
    handler: async (req) => ok(await desk.list(req.params.uid)),
  });

  r.post('/api/staff/borrowers/:uid/messages/:id/resend', {
    schema: { tags, summary: 'Send one of the borrower\'s messages again, under the conduct rules (support); audited, rate-limited', params: resendParams, body: resendBody, response: { 200: resendAnswer } },
    handler: async (req) => ok(await desk.resend(req.staff!, req.params.uid, req.params.id, req.body.reason, originOf(req))),
  });
};
