import type { FastifyPluginAsync } from 'fastify';

import { consents as consentList, saveConsent } from '@pocket/contracts/api/account.contracts';
import { CONSENT_TEXTS } from '@pocket/contracts/api/consents';

import { routeFromContract } from '../../plugins/contract-route';
import { badRequest } from '../../plugins/errors';
import type { Consents } from './service';

const tags = ['consents'];

/** The borrower's consents: read all, give or withdraw location and marketing (face only given, at KYC). */
export const consentRoutes: FastifyPluginAsync<{ consents: Consents }> = async (app, { consents }) => {
  routeFromContract(app, consentList, {
    tags,
    summary: "The caller's consents: each one's state, the version of its text and when it was given or withdrawn",
    handler: async (req) => ({ code: 200, msg: 'ok', data: { items: await consents.list(req.userId!) } }),
  });

  routeFromContract(app, saveConsent, {
    tags,
    summary: 'Give or withdraw consent to location or marketing messages (face: given at KYC only)',
    handler: async (req) => {
      if (req.body.kind === 'face' && !req.body.given) throw badRequest(CONSENT_TEXTS.faceWithdraw);
      await consents.record(app.db, req.userId!, req.body.kind, req.body.given, req.body.kind === 'face' ? 'kyc' : (req.body.from ?? 'set'));
      return { code: 200, msg: 'ok', data: { items: await consents.list(req.userId!) } };
    },
  });
};
