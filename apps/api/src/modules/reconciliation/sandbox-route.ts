import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { deskOperator } from '@pocket/contracts/api/staff';

import { sandboxStatementCsv } from './sandbox-statement';

/** GET /api/dev/reconciliation/statement.csv?operator=MTN: the sandbox operator's statement of the last 7 days. */
export const sandboxStatementRoute: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/reconciliation/statement.csv', {
    schema: {
      tags: ['sandbox'],
      summary: "The sandbox operator's statement of the last 7 days (CSV in that operator's columns), to import on the reconciliation desk",
      querystring: z.object({ operator: deskOperator }).strict(),
    },
    handler: async (req, reply) => {
      const csv = await sandboxStatementCsv(app.db, req.query.operator, new Date(app.appConfig.now()));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sandbox-${req.query.operator.toLowerCase()}-statement.csv"`)
        .send(csv);
    },
  });
};
