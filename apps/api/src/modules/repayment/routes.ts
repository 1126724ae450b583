import type { FastifyPluginAsync } from 'fastify';

import { idParam } from '@pocket/contracts/api/common';
import { couponList, extensionDetail, paymentStatus, repayDetail, submitRepay, useCoupon } from '@pocket/contracts/api/repayment.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import { findActiveSessionByHash } from '../auth/plugin';
import type { LendingContext } from '../lending/plugin';
import type { BillCoupons } from './bill-coupons';
import { type RepayDetailRead, readRepayDetailBySession } from './detail.repo';
import { type CouponListRead, type ExtensionRead, readCouponListBySession, readExtensionBySession } from './open-bills.repo';
import type { RepayService } from './repay.service';

const tags = ['repayment'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const repaymentRoutes: FastifyPluginAsync<{ lending: LendingContext; repay: RepayService; coupons: BillCoupons }> = async (app, { lending, repay, coupons }) => {
  const uid = (req: { userId: number | null }) => req.userId!;

  routeFromContract(app, repayDetail, {
    tags,
    summary: 'Repay detail: account, current stage, minimum, remaining per bill, coupons',
    // The session and every read of the detail in one statement; an orderId the schema will refuse (400) is not
    // read, only the session.
    config: {
      sessionRead: async (db, session, request) => {
        const orderId = idParam.safeParse((request.params as { orderId?: unknown }).orderId);
        if (!orderId.success) return findActiveSessionByHash(db, session.tokenHash, session.now);
        const found = await readRepayDetailBySession(db, session, orderId.data);
        return found && { userId: found.userId, data: found.detail };
      },
    },
    handler: async (req) => ok(repay.detail(req.sessionData as RepayDetailRead)),
  });

  routeFromContract(app, submitRepay, {
    tags,
    summary: 'Repay (bizType 1, spec amount rules) or pay the extension fee (bizType 2); takes Idempotency-Key',
    handler: async (req, reply) => {
      const userId = uid(req);
      // The key is claimed inside the submit's transaction (a refusal rolls it back with the rest).
      const answer = await lending.idempotentTransaction(`user:${userId}`, req.headers['idempotency-key'], req.body, async (transaction) => ({
        status: 200,
        body: ok(await repay.submit(userId, { ...req.body, payAmount: req.body.payAmount === '' ? undefined : req.body.payAmount }, { transaction })),
      }));
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  routeFromContract(app, paymentStatus, {
    tags,
    summary: 'Where a submitted repayment or extension fee stands (PENDING, SUCCESSFUL, FAILED with reason)',
    handler: async (req) => ok(await repay.paymentStatus(uid(req), req.params.reference)),
  });

  routeFromContract(app, extensionDetail, {
    tags,
    summary: 'Extension detail of a bill, or why it cannot be extended',
    // The session and the user's open bills with what the detail is made of in one statement (issue 34: 4).
    config: { sessionRead: (db, session) => readExtensionBySession(db, session) },
    handler: async (req) => ok(await repay.extensionDetailFrom(uid(req), req.body.planId, req.sessionData as ExtensionRead)),
  });

  routeFromContract(app, couponList, {
    tags: ['coupon'],
    summary: 'The user’s coupons (with couponUsableStatus for planId when given)',
    // The session, the user's coupons and open bills in one statement (issue 34: 3).
    config: { sessionRead: (db, session) => readCouponListBySession(db, session) },
    handler: async (req) => ok(await coupons.listFrom(uid(req), req.sessionData as CouponListRead, req.body.planId)),
  });

  routeFromContract(app, useCoupon, {
    tags: ['coupon'],
    summary: 'Apply a coupon to a bill (replaces the one applied; consumed at payoff)',
    handler: async (req) => {
      await coupons.apply(uid(req), req.body.userCouponId, req.body.planId);
      return ok(null);
    },
  });
};
