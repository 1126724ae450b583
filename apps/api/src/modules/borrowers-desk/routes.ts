import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { blockAnswer, borrowerListAnswer, borrowerPhotoParams, borrowerPageAnswer, borrowerReasonBody, borrowerSearchQuery, borrowerUidParams, resetDevicesAnswer, revealAnswer, revealBody } from '@pocket/contracts/api/staff';

import { sendPrivateImage } from '../../plugins/private-image';
import { originOf } from '../staff/plugin';
import type { BorrowersDesk } from './service';

const tags = ['staff: borrowers'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const borrowerDeskRoutes: FastifyPluginAsync<{ desk: BorrowersDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/staff/borrowers', {
    schema: { tags, summary: 'Find borrowers by phone, name (start), NRC, order id or uid; personal data masked', querystring: borrowerSearchQuery, response: { 200: borrowerListAnswer } },
    handler: async (req) => ok(await desk.search(req.query)),
  });

  r.get('/api/staff/borrowers/:uid', {
    schema: { tags, summary: 'A borrower\'s page: profile (masked), KYC, loans, payments, VIP, stage orders, sign-ins, staff actions', params: borrowerUidParams, response: { 200: borrowerPageAnswer } },
    handler: async (req) => ok(await desk.page(req.params.uid)),
  });

  r.post('/api/staff/borrowers/:uid/reveal', {
    schema: { tags, summary: 'Reveal one field (phone, name: support and risk; nrc, photos: risk), with the reason audited', params: borrowerUidParams, body: revealBody, response: { 200: revealAnswer } },
    handler: async (req) => ok(await desk.reveal(req.staff!, req.params.uid, req.body.field, req.body.reason, originOf(req))),
  });

  r.get('/api/staff/borrowers/:uid/photos/:side', {
    schema: { tags, summary: 'One ID photo of the borrower, re-encoded (risk); each view is an audit row', params: borrowerPhotoParams },
    handler: async (req, reply) => {
      const file = await desk.photo(req.staff!, req.params.uid, req.params.side, originOf(req));
      return sendPrivateImage(reply, file);
    },
  });

  r.post('/api/staff/borrowers/:uid/block', {
    schema: { tags, summary: 'Put a borrower on hold: they cannot borrow and the app says why (risk)', params: borrowerUidParams, body: borrowerReasonBody, response: { 200: blockAnswer } },
    handler: async (req) => ok(await desk.setBlocked(req.staff!, req.params.uid, true, req.body.reason, originOf(req))),
  });

  r.post('/api/staff/borrowers/:uid/unblock', {
    schema: { tags, summary: 'Lift the hold (risk)', params: borrowerUidParams, body: borrowerReasonBody, response: { 200: blockAnswer } },
    handler: async (req) => ok(await desk.setBlocked(req.staff!, req.params.uid, false, req.body.reason, originOf(req))),
  });

  r.post('/api/staff/borrowers/:uid/reset-devices', {
    schema: { tags, summary: 'Forget every trusted device of the borrower\'s phone (support, risk)', params: borrowerUidParams, body: borrowerReasonBody, response: { 200: resetDevicesAnswer } },
    handler: async (req) => ok(await desk.resetDevices(req.staff!, req.params.uid, req.body.reason, originOf(req))),
  });
};
