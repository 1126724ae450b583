import type { FastifyPluginAsync } from 'fastify';

import { grabInfo, trackingPoint } from '@pocket/contracts/api/app.contracts';
import { CONSENT_TEXTS } from '@pocket/contracts/api/consents';

import { routeFromContract } from '../../plugins/contract-route';
import { forbidden } from '../../plugins/errors';
import { saveGrabInfo, saveTrackingPoint } from './service';

const tags = ['app'];

export const telemetryRoutes: FastifyPluginAsync = async (app) => {

  routeFromContract(app, trackingPoint, {
    tags,
    summary: 'Store a tracking point',
    handler: async (req) => {
      await saveTrackingPoint(app.db, req.userId, req.body, req.client);
      return { code: 200, msg: 'ok', data: null };
    },
  });

  routeFromContract(app, grabInfo, {
    tags,
    summary: 'Store device (type 1) or location (type 2) info',
    handler: async (req) => {
      // Location (type 2) only while the borrower's location consent is in force (docs/data-rights.md, "Consents").
      if (req.body.type === 2 && !(await app.consents.given(app.db, req.userId!, 'location'))) throw forbidden(CONSENT_TEXTS.locationOff);
      await saveGrabInfo(app.db, req.userId!, req.body);
      return { code: 200, msg: 'ok', data: null };
    },
  });
};
