import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { adjustmentBorrowerAnswer, adjustmentRequestedAnswer, borrowerUidParams, extendBody, refundBody, waiveBody, writeOffBody } from '@pocket/contracts/api/staff';

import { originOf } from '../staff/plugin';
import type { AdjustmentsDesk } from './service';

const tags = ['staff: adjustments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const adjustmentsRoutes: FastifyPluginAsync<{ desk: AdjustmentsDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/adjustments/borrowers/:uid', {
    schema: { tags, summary: "A borrower's credit, loans and bills, and their adjustment requests (a refund's payment until final)", params: borrowerUidParams, response: { 200: adjustmentBorrowerAnswer } },
    handler: async (req) => ok(await desk.borrower(req.params.uid)),
  });

  r.post('/api/staff/adjustments/refund', {
    schema: { tags, summary: "Request a refund of the borrower's credit to their wallet (adjustment.refund, a second finance member approves)", body: refundBody, response: { 200: adjustmentRequestedAnswer } },
    handler: async (req) => ok(await desk.refund(req.staff!, req.body, originOf(req))),
  });

  r.post('/api/staff/adjustments/waive', {
    schema: { tags, summary: "Request a waiver of part or all of a bill's penalty or fee (adjustment.waive)", body: waiveBody, response: { 200: adjustmentRequestedAnswer } },
    handler: async (req) => ok(await desk.waive(req.staff!, req.body, originOf(req))),
  });

  r.post('/api/staff/adjustments/write-off', {
    schema: { tags, summary: 'Request a write-off of a loan (adjustment.write-off)', body: writeOffBody, response: { 200: adjustmentRequestedAnswer } },
    handler: async (req) => ok(await desk.writeOff(req.staff!, req.body, originOf(req))),
  });

  r.post('/api/staff/adjustments/extend', {
    schema: { tags, summary: "Request a manual extension of a bill's due date (adjustment.extend)", body: extendBody, response: { 200: adjustmentRequestedAnswer } },
    handler: async (req) => ok(await desk.extend(req.staff!, req.body, originOf(req))),
  });
};
