import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { complaints as complaintList, fileComplaint } from '@pocket/contracts/api/account.contracts';
import { complaintCalls } from '@pocket/contracts/staff';

import { routeFromContract } from '../../plugins/contract-route';
import { badRequest } from '../../plugins/errors';
import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { Complaints } from './service';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key of a filing, if sent: letters, digits, '_' and '-'. */
function requestKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest('Idempotency-Key: must be 8 to 100 letters, digits, _ or -');
  return header;
}

export const complaintRoutes: FastifyPluginAsync<{ complaints: Complaints }> = async (app, { complaints }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  routeFromContract(app, fileComplaint, {
    tags: ['complaints'],
    summary: 'File a complaint (category, text, the loan it is about); takes Idempotency-Key',
    handler: async (req) => ok(await complaints.file(req.userId!, req.body, requestKeyOf(req.headers['idempotency-key']))),
  });

  routeFromContract(app, complaintList, {
    tags: ['complaints'],
    summary: "The caller's complaints, newest first, with their status, target time and answer",
    handler: async (req) => ok({ items: await complaints.mine(req.userId!) }),
  });

  const tags = ['staff: complaints'];
  staffRoute(r, complaintCalls.queue, {
    tags,
    summary: 'The complaints queue, oldest first (OPEN by default), each with its target time (support)',
    handler: async (req) => ok(await complaints.queue(req.query)),
  });

  staffRoute(r, complaintCalls.one, {
    tags,
    summary: 'One complaint (support)',
    handler: async (req) => ok(await complaints.one(req.params.id)),
  });

  staffRoute(r, complaintCalls.answer, {
    tags,
    summary: 'Answer a complaint: the borrower reads it in the app and gets an SMS; audited; once (support)',
    handler: async (req) => ok(await complaints.answer(req.staff!, req.params.id, req.body.answer, originOf(req))),
  });
};
