import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { paymentCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { PaymentsDesk } from './service';

const tags = ['staff: payments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const paymentsDeskRoutes: FastifyPluginAsync<{ desk: PaymentsDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, paymentCalls.list, {
    tags,
    summary: 'Payments in flight, stuck, resolved by hand or flagged; by operator, kind and age; cursor paged',
    handler: async (req) => ok(await desk.list(req.query)),
  });

  staffRoute(r, paymentCalls.one, {
    tags,
    summary: 'One payment with its resolution by hand and open request',
    handler: async (req) => ok(await desk.one(req.params.id)),
  });

  staffRoute(r, paymentCalls.requery, {
    tags,
    summary: 'Ask the operator again through the payment engine (audited)',
    handler: async (req) => ok(await desk.requery(req.staff!, req.params.id, originOf(req))),
  });

  staffRoute(r, paymentCalls.resolve, {
    tags,
    summary: 'Resolve a waiting payment by hand with evidence: a payment.resolve request for a second finance member',
    handler: async (req) => ok(await desk.resolve(req.staff!, req.params.id, req.body, originOf(req))),
  });
};
