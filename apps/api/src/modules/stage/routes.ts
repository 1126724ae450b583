import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  stageIndexAnswer,
  stageInfoAnswer,
  stageInfoQuery,
  stagePayAnswer,
  stagePayBody,
  stagePlanListAnswer,
  stagePlanListBody,
  stageRepayAnswer,
  stageRepayBody,
} from '@pocket/contracts/api/stage';

import type { LendingContext } from '../lending/context';
import type { StageService } from './service';

const tags = ['stage'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const stageRoutes: FastifyPluginAsync<{ ctx: LendingContext; stage: StageService }> = async (app, { ctx, stage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { userId: number | null }) => req.userId!;

  r.get('/api/v1/mobile-order/index', {
    config: { auth: 'optional' },
    schema: { tags, summary: 'The phone catalogue with each phone’s full cost; with a token also the caller’s stage orders', response: { 200: stageIndexAnswer } },
    handler: async (req) => ok(await stage.index(req.userId ?? null)),
  });

  r.get('/api/v1/mobile-order/info', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'One stage order: phone, shop, schedule, deposit status, pickup code once the deposit is paid', querystring: stageInfoQuery, response: { 200: stageInfoAnswer } },
    handler: async (req) => ok(await stage.info(uid(req), req.query.orderId)),
  });

  r.post('/api/v1/mobile-order/plan-list', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'A stage order’s bills: due date, amount, paid, remaining, status', body: stagePlanListBody, response: { 200: stagePlanListAnswer } },
    handler: async (req) => ok(await stage.planList(uid(req), req.body.orderId)),
  });

  r.post('/api/v1/mobile-order/pay', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Pay the deposit that opens a stage order (request-to-pay); takes Idempotency-Key', body: stagePayBody, response: { 200: stagePayAnswer } },
    handler: async (req, reply) => {
      const userId = uid(req);
      const answer = await ctx.idempotent(`user:${userId}`, req.headers['idempotency-key'], { call: 'stage-pay', ...req.body }, async () => ({ status: 200, body: ok(await stage.pay(userId, req.body)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  r.post('/api/v1/mobile-order/repay', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Pay a stage bill with the loan bills’ rules (request-to-pay); takes Idempotency-Key', body: stageRepayBody, response: { 200: stageRepayAnswer } },
    handler: async (req, reply) => {
      const userId = uid(req);
      const answer = await ctx.idempotent(`user:${userId}`, req.headers['idempotency-key'], { call: 'stage-repay', ...req.body }, async () => ({ status: 200, body: ok(await stage.repay(userId, req.body)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });
};
