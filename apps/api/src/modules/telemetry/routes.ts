import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { CONSENT_TEXTS } from '@pocket/contracts/api/consents';
import { grabInfoBody, telemetryAnswer, trackingPointBody } from '@pocket/contracts/api/telemetry';

import { forbidden } from '../../plugins/errors';
import { saveGrabInfo, saveTrackingPoint } from './service';

const tags = ['app'];

export const telemetryRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/app/node/buriedPointV2', {
    config: { auth: 'optional' },
    schema: { tags, summary: 'Store a tracking point', body: trackingPointBody, response: { 200: telemetryAnswer } },
    handler: async (req) => {
      await saveTrackingPoint(app.db, req.userId, req.body, req.client);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  r.post('/api/user/grab/info/api/addUserGrabInfoToRisk', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Store device (type 1) or location (type 2) info', body: grabInfoBody, response: { 200: telemetryAnswer } },
    handler: async (req) => {
      // Location (type 2) only while the borrower's location consent is in force (docs/data-rights.md, "Consents").
      if (req.body.type === 2 && !(await app.consents.given(app.db, req.userId!, 'location'))) throw forbidden(CONSENT_TEXTS.locationOff);
      await saveGrabInfo(app.db, req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });
};
