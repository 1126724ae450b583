import type { FastifyPluginAsync } from 'fastify';

import { channel } from '@pocket/contracts/api/app.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { channelSettings, seedChannels } from './service';

export const channelRoutes: FastifyPluginAsync = async (app) => {
  await seedChannels(app.db);
  routeFromContract(app, channel, {
    tags: ['app'],
    summary: 'Settings of an acquisition channel, including the app download links',
    handler: async (req) => ({ code: 200, msg: 'ok', data: await channelSettings(app.db, req.params.code) }),
  });
};
