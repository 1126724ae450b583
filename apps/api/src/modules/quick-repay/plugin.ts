import fp from 'fastify-plugin';

import { quickRepayRoutes } from './routes';

/**
 * Quick repay (/qp): repaying without logging in, after an SMS code proves the phone. It owns no table and no rule:
 * the bills are lending's (app.lending), the payment the repayment room's (app.repay).
 */
export const quickRepay = fp(
  async (app) => {
    await app.register(quickRepayRoutes, { lending: app.lending, repay: app.repay });
  },
  { name: 'quick-repay', dependencies: ['lending', 'repayment', 'auth'] },
);
