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

import { findActiveSessionByHash } from '../auth/plugin';
import type { LendingContext } from '../lending/plugin';
import { readStageBySession, type StageRead } from './read.repo';
import type { StageService } from './service';

const tags = ['stage'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const stageRoutes: FastifyPluginAsync<{ ctx: LendingContext; stage: StageService }> = async (app, { ctx, stage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { userId: number | null }) => req.userId!;

  // The signed reads: the session and everything the answer is made of in one statement (read.repo.ts; issue 34:
  // the index was 15 statements, info 9, plan-list 8).
  const read = (req: { sessionData: unknown }) => req.sessionData as StageRead;

  r.get('/api/v1/mobile-order/index', {
    config: { auth: 'optional', sessionRead: async (db, session) => readStageBySession(db, session, 'index') },
    schema: { tags, summary: 'The phone catalogue with each phone’s full cost; with a token also the caller’s stage orders', response: { 200: stageIndexAnswer } },
    handler: async (req) => ok(req.userId === null ? await stage.index(null) : stage.indexFrom(read(req))),
  });

  r.get('/api/v1/mobile-order/info', {
    // An orderId the schema will refuse (400) is not read, only the session.
    config: {
      auth: 'signed',
      sessionRead: async (db, session, request) => {
        const id = stageInfoQuery.shape.orderId.safeParse((request.query as { orderId?: unknown } | undefined)?.orderId);
        if (!id.success) return findActiveSessionByHash(db, session.tokenHash, session.now);
        return readStageBySession(db, session, 'one', id.data);
      },
    },
    schema: { tags, summary: 'One stage order: phone, shop, schedule, deposit status, pickup code once the deposit is paid', querystring: stageInfoQuery, response: { 200: stageInfoAnswer } },
    handler: async (req) => ok(stage.infoFrom(read(req), req.query.orderId)),
  });

  r.post('/api/v1/mobile-order/plan-list', {
    // The body is not parsed yet when the session is read: all the caller's stage orders are read (one at a time is open).
    config: { auth: 'signed', sessionRead: async (db, session) => readStageBySession(db, session, 'all') },
    schema: { tags, summary: 'A stage order’s bills: due date, amount, paid, remaining, status', body: stagePlanListBody, response: { 200: stagePlanListAnswer } },
    handler: async (req) => ok(stage.planListFrom(read(req), req.body.orderId)),
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
