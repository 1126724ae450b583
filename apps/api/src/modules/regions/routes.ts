import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { areaListAnswer, regionParams } from '@pocket/contracts/api/region';

import { areasUnder } from './service';

export const regionRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/h5/region/queryAreaInfoById/:id', {
    config: { auth: 'signed' },
    schema: {
      tags: ['kyc'],
      summary: "Zambia's provinces (id 0) or the districts of a province",
      params: regionParams,
      response: { 200: areaListAnswer },
    },
    handler: async (req) => ({ code: 200, msg: 'ok', data: areasUnder(req.params.id) }),
  });
};
