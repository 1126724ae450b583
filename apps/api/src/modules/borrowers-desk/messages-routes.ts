import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { borrowerCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { DeskMessages } from './messages';

const tags = ['staff: borrowers'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const deskMessageRoutes: FastifyPluginAsync<{ desk: DeskMessages }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, borrowerCalls.messages, {
    tags,
    summary: 'The borrower\'s messages, newest first: status, attempts, last error, delivery (phone masked)',
    handler: async (req) => ok(await desk.list(req.params.uid)),
  });

  staffRoute(r, borrowerCalls.resend, {
    tags,
    summary: 'Send one of the borrower\'s messages again, under the conduct rules (support); audited, rate-limited',
    handler: async (req) => ok(await desk.resend(req.staff!, req.params.uid, req.params.id, req.body.reason, originOf(req))),
  });
};
