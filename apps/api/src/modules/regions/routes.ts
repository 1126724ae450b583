import type { FastifyPluginAsync } from 'fastify';

import { queryAreaInfo } from '@pocket/contracts/api/kyc.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { areasUnder } from './service';

export const regionRoutes: FastifyPluginAsync = async (app) => {
  routeFromContract(app, queryAreaInfo, {
    tags: ['kyc'],
    summary: "Zambia's provinces (id 0) or the districts of a province",
    handler: async (req) => ({ code: 200, msg: 'ok', data: areasUnder(req.params.id) }),
  });
};
