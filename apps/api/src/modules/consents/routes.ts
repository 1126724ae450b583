import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { CONSENT_TEXTS, consentBody, consentsAnswer } from '@pocket/contracts/api/consents';

import { badRequest } from '../../plugins/errors';
import type { Consents } from './service';

const tags = ['consents'];

/** The borrower's consents: read all, give or withdraw location and marketing (face only given, at KYC). */
export const consentRoutes: FastifyPluginAsync<{ consents: Consents }> = async (app, { consents }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/consents', {
    config: { auth: 'signed' },
    schema: { tags, summary: "The caller's consents: each one's state, the version of its text and when it was given or withdrawn", response: { 200: consentsAnswer } },
    handler: async (req) => ({ code: 200, msg: 'ok', data: { items: await consents.list(req.userId!) } }),
  });

  r.post('/api/consents', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Give or withdraw consent to location or marketing messages (face: given at KYC only)', body: consentBody, response: { 200: consentsAnswer } },
    handler: async (req) => {
      if (req.body.kind === 'face' && !req.body.given) throw badRequest(CONSENT_TEXTS.faceWithdraw);
      await consents.record(app.db, req.userId!, req.body.kind, req.body.given, req.body.kind === 'face' ? 'kyc' : (req.body.from ?? 'set'));
      return { code: 200, msg: 'ok', data: { items: await consents.list(req.userId!) } };
    },
  });
};
