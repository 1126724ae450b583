import type { FastifyPluginAsync } from 'fastify';

import { askHardship, collectionsHelp, makePromise } from '@pocket/contracts/api/collections.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { badRequest } from '../../plugins/errors';
import type { BorrowerHelp } from './borrower';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

function requestKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest('Idempotency-Key: must be 8 to 100 letters, digits, _ or -');
  return header;
}

/** The borrower's help with a late bill (new calls; the bill's own calls are unchanged). */
export const borrowerHelpRoutes: FastifyPluginAsync<{ help: BorrowerHelp }> = async (app, { help }) => {
  const tags = ['collections'];
  routeFromContract(app, collectionsHelp, {
    tags,
    summary: 'A late loan’s help: days late, what is owed, the latest promise to pay and payment-plan request',
    handler: async (req) => ok(await help.help(req.userId!, req.params.orderId)),
  });
  routeFromContract(app, makePromise, {
    tags,
    summary: '“I will pay on ...”: a promise to pay (at most 14 days ahead, one open per loan); takes Idempotency-Key',
    handler: async (req) => ok(await help.promise(req.userId!, req.params.orderId, req.body, requestKeyOf(req.headers['idempotency-key']))),
  });
  routeFromContract(app, askHardship, {
    tags,
    summary: '“I can’t pay”: a payment-plan request with the reason (one open per loan); takes Idempotency-Key',
    handler: async (req) => ok(await help.hardship(req.userId!, req.params.orderId, req.body, requestKeyOf(req.headers['idempotency-key']))),
  });
};
