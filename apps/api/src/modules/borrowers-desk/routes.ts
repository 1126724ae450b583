import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { borrowerCalls } from '@pocket/contracts/staff';

import { sendPrivateImage } from '../../plugins/private-image';
import { staffRoute } from '../../plugins/staff-route';
import { originOf } from '../staff/plugin';
import type { BorrowersDesk } from './service';

const tags = ['staff: borrowers'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const borrowerDeskRoutes: FastifyPluginAsync<{ desk: BorrowersDesk }> = async (app, { desk }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffRoute(r, borrowerCalls.search, {
    tags,
    summary: 'Find borrowers by phone, name (start), NRC, order id or uid; personal data masked',
    handler: async (req) => ok(await desk.search(req.query)),
  });

  staffRoute(r, borrowerCalls.page, {
    tags,
    summary: 'A borrower\'s page: profile (masked), KYC, loans, payments, VIP, stage orders, sign-ins, staff actions',
    handler: async (req) => ok(await desk.page(req.params.uid)),
  });

  staffRoute(r, borrowerCalls.reveal, {
    tags,
    summary: 'Reveal one field (phone, name: support and risk; nrc, photos: risk), with the reason audited',
    handler: async (req) => ok(await desk.reveal(req.staff!, req.params.uid, req.body.field, req.body.reason, originOf(req))),
  });

  staffRoute(r, borrowerCalls.photo, {
    tags,
    summary: 'One ID photo of the borrower, re-encoded (risk); each view is an audit row',
    handler: async (req, reply) => {
      const file = await desk.photo(req.staff!, req.params.uid, req.params.side, originOf(req));
      return sendPrivateImage(reply, file);
    },
  });

  staffRoute(r, borrowerCalls.block, {
    tags,
    summary: 'Put a borrower on hold: they cannot borrow and the app says why (risk)',
    handler: async (req) => ok(await desk.setBlocked(req.staff!, req.params.uid, true, req.body.reason, originOf(req))),
  });

  staffRoute(r, borrowerCalls.unblock, {
    tags,
    summary: 'Lift the hold (risk)',
    handler: async (req) => ok(await desk.setBlocked(req.staff!, req.params.uid, false, req.body.reason, originOf(req))),
  });

  staffRoute(r, borrowerCalls.resetDevices, {
    tags,
    summary: 'Forget every trusted device of the borrower\'s phone (support, risk)',
    handler: async (req) => ok(await desk.resetDevices(req.staff!, req.params.uid, req.body.reason, originOf(req))),
  });
};
