import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adjustmentCalls } from '@pocket/contracts/staff';

import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { AdjustmentsDesk } from './service';

const tags = ['staff: adjustments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const adjustmentsRoutes: FastifyPluginAsync<{ desk: AdjustmentsDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, adjustmentCalls.borrower, {
    tags,
    summary: "A borrower's credit, loans and bills, and their adjustment requests (a refund's payment until final)",
    handler: async (req) => ok(await desk.borrower(req.params.uid)),
  });

  staffRoute(r, adjustmentCalls.refund, {
    tags,
    summary: "Request a refund of the borrower's credit to their wallet (adjustment.refund, a second finance member approves)",
    handler: async (req) => ok(await desk.refund(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, adjustmentCalls.waive, {
    tags,
    summary: "Request a waiver of part or all of a bill's penalty or fee (adjustment.waive)",
    handler: async (req) => ok(await desk.waive(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, adjustmentCalls['write-off'], {
    tags,
    summary: 'Request a write-off of a loan (adjustment.write-off)',
    handler: async (req) => ok(await desk.writeOff(req.staff!, req.body, originOf(req))),
  });

  staffRoute(r, adjustmentCalls.extend, {
    tags,
    summary: "Request a manual extension of a bill's due date (adjustment.extend)",
    handler: async (req) => ok(await desk.extend(req.staff!, req.body, originOf(req))),
  });
};
