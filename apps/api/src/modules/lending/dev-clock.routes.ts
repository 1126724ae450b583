import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { idField } from '@pocket/contracts/api/common';

import { notFound } from '../../plugins/errors';

const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Sandbox: ages a loan by N days (its dates move back) so a demo can reach the extension window or overdue. */
export const devLoanClockRoutes: FastifyPluginAsync<{ age: (orderId: number, days: number) => Promise<boolean> }> = async (app, { age }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/dev/loans/:orderId/age', {
    schema: {
      tags: ['sandbox'],
      summary: 'Move a loan’s dates N days into the past (then run the overdue job), to try extension and overdue',
      params: z.object({ orderId: idField }),
      body: z.object({ days: z.number().int().min(1).max(60) }),
    },
    handler: async (req) => {
      if (!(await age(req.params.orderId, req.body.days))) throw notFound('This loan does not exist');
      return ok(null);
    },
  });
};
