import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { deskPaymentAnswer, paymentDeskListAnswer, paymentDeskQuery, requeryAnswer, resolvePaymentAnswer, resolvePaymentBody, staffIdParams } from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { PaymentsDesk } from './service';

const tags = ['staff: payments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const paymentsDeskRoutes: FastifyPluginAsync<{ desk: PaymentsDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/payments', {
    schema: { tags, summary: 'Payments in flight, stuck, resolved by hand or flagged; by operator, kind and age; cursor paged', querystring: paymentDeskQuery, response: { 200: paymentDeskListAnswer } },
    handler: async (req) => ok(await desk.list(req.query)),
  });

  r.get('/api/staff/payments/:id', {
    schema: { tags, summary: 'One payment with its resolution by hand and open request', params: staffIdParams, response: { 200: deskPaymentAnswer } },
    handler: async (req) => ok(await desk.one(req.params.id)),
  });

  r.post('/api/staff/payments/:id/requery', {
    schema: { tags, summary: 'Ask the operator again through the payment engine (audited)', params: staffIdParams, response: { 200: requeryAnswer } },
    handler: async (req) => ok(await desk.requery(req.staff!, req.params.id, originOf(req))),
  });

  r.post('/api/staff/payments/:id/resolve', {
    schema: { tags, summary: 'Resolve a waiting payment by hand with evidence: a payment.resolve request for a second finance member', params: staffIdParams, body: resolvePaymentBody, response: { 200: resolvePaymentAnswer } },
    handler: async (req) => ok(await desk.resolve(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
