import type { FastifyPluginAsync } from 'fastify';

import { stageInfoQuery } from '@pocket/contracts/api/stage';
import { stageIndex, stageInfo, stagePay, stagePlanList, stageRepay } from '@pocket/contracts/api/stage.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { findActiveSessionByHash } from '../auth/plugin';
import type { LendingContext } from '../lending/plugin';
import { readStageBySession, type StageRead } from './read.repo';
import type { StageService } from './service';

const tags = ['stage'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const stageRoutes: FastifyPluginAsync<{ ctx: LendingContext; stage: StageService }> = async (app, { ctx, stage }) => {
  const uid = (req: { userId: number | null }) => req.userId!;

  // The signed reads: the session and everything the answer is made of in one statement (read.repo.ts; issue 34:
  // the index was 15 statements, info 9, plan-list 8).
  const read = (req: { sessionData: unknown }) => req.sessionData as StageRead;

  routeFromContract(app, stageIndex, {
    tags,
    summary: 'The phone catalogue with each phone’s full cost; with a token also the caller’s stage orders',
    config: { sessionRead: async (db, session) => readStageBySession(db, session, 'index') },
    handler: async (req) => ok(req.userId === null ? await stage.index(null) : stage.indexFrom(read(req))),
  });

  routeFromContract(app, stageInfo, {
    tags,
    summary: 'One stage order: phone, shop, schedule, deposit status, pickup code once the deposit is paid',
    // An orderId the schema will refuse (400) is not read, only the session.
    config: {
      sessionRead: async (db, session, request) => {
        const id = stageInfoQuery.shape.orderId.safeParse((request.query as { orderId?: unknown } | undefined)?.orderId);
        if (!id.success) return findActiveSessionByHash(db, session.tokenHash, session.now);
        return readStageBySession(db, session, 'one', id.data);
      },
    },
    handler: async (req) => ok(stage.infoFrom(read(req), req.query.orderId)),
  });

  routeFromContract(app, stagePlanList, {
    tags,
    summary: 'A stage order’s bills: due date, amount, paid, remaining, status',
    // The body is not parsed yet when the session is read: all the caller's stage orders are read (one at a time is open).
    config: { sessionRead: async (db, session) => readStageBySession(db, session, 'all') },
    handler: async (req) => ok(stage.planListFrom(read(req), req.body.orderId)),
  });

  routeFromContract(app, stagePay, {
    tags,
    summary: 'Pay the deposit that opens a stage order (request-to-pay); takes Idempotency-Key',
    handler: async (req, reply) => {
      const userId = uid(req);
      const answer = await ctx.idempotent(`user:${userId}`, req.headers['idempotency-key'], { call: 'stage-pay', ...req.body }, async () => ({ status: 200, body: ok(await stage.pay(userId, req.body)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  routeFromContract(app, stageRepay, {
    tags,
    summary: 'Pay a stage bill with the loan bills’ rules (request-to-pay); takes Idempotency-Key',
    handler: async (req, reply) => {
      const userId = uid(req);
      const answer = await ctx.idempotent(`user:${userId}`, req.headers['idempotency-key'], { call: 'stage-repay', ...req.body }, async () => ({ status: 200, body: ok(await stage.repay(userId, req.body)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });
};
