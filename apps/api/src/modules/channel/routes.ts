import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { channelAnswer, channelParams } from '@pocket/contracts/api/channel';

import { channelSettings, seedChannels } from './service';

export const channelRoutes: FastifyPluginAsync = async (app) => {
  await seedChannels(app.db);
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/channel/queryByChannelCode/:code', {
    schema: {
      tags: ['app'],
      summary: 'Settings of an acquisition channel, including the app download links',
      params: channelParams,
      response: { 200: channelAnswer },
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await channelSettings(app.db, req.params.code) }),
  });
};
