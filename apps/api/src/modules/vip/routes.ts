import type { FastifyPluginAsync } from 'fastify';

import { vipCardInfo, vipPayment } from '@pocket/contracts/api/vip.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import type { Answer } from '../payments/plugin';
import { readVipInfoBySession, type VipInfoRead } from './repo';
import type { VipService } from './service';

const tags = ['vip'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export interface VipRouteOptions {
  vip: VipService;
  idempotent(scope: string, key: string | string[] | undefined, body: unknown, run: () => Promise<Answer>): Promise<Answer>;
}

export const vipRoutes: FastifyPluginAsync<VipRouteOptions> = async (app, { vip, idempotent }) => {
  routeFromContract(app, vipCardInfo, {
    tags,
    summary: 'VIP cards; with a token also the membership, a payment in flight and the last payment',
    // With a token, the session and the answer in one statement (issue 34: 5).
    config: { sessionRead: (db, session) => readVipInfoBySession(db, session) },
    handler: async (req) => ok(req.userId === null ? await vip.info(null) : vip.infoFrom(req.sessionData as VipInfoRead)),
  });

  routeFromContract(app, vipPayment, {
    tags,
    summary: 'Buy a VIP card: request-to-pay to the mobile; the membership starts or extends when it succeeds; takes Idempotency-Key',
    handler: async (req, reply) => {
      const userId = req.userId!;
      const answer = await idempotent(`user:${userId}`, req.headers['idempotency-key'], req.body, async () => ({ status: 200, body: ok(await vip.pay(userId, req.body)) }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });
};
