import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { emptyAnswer, idParam } from '@pocket/contracts/api/common';
import { couponListAnswer, couponListBody, couponUseBody } from '@pocket/contracts/api/coupon';
import { paymentReferenceParam, paymentStatusAnswer } from '@pocket/contracts/api/payment-status';
import {
  extensionDetailAnswer,
  extensionDetailBody,
  repayDetailAnswer,
  submitRepayAnswer,
  submitRepayBody,
} from '@pocket/contracts/api/repayment';

import { findActiveSessionByHash } from '../auth/plugin';
import type { LendingContext } from '../lending/plugin';
import type { BillCoupons } from './bill-coupons';
import { type RepayDetailRead, readRepayDetailBySession } from './detail.repo';
import { type CouponListRead, type ExtensionRead, readCouponListBySession, readExtensionBySession } from './open-bills.repo';
import type { RepayService } from './repay.service';

const tags = ['repayment'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

export const repaymentRoutes: FastifyPluginAsync<{ lending: LendingContext; repay: RepayService; coupons: BillCoupons }> = async (app, { lending, repay, coupons }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { userId: number | null }) => req.userId!;

  r.post('/api/order/api/getRepayDetailV2/:orderId', {
    // The session and every read of the detail in one statement; an orderId the schema will refuse (400) is not
    // read, only the session.
    config: {
      auth: 'signed',
      sessionRead: async (db, session, request) => {
        const orderId = idParam.safeParse((request.params as { orderId?: unknown }).orderId);
        if (!orderId.success) return findActiveSessionByHash(db, session.tokenHash, session.now);
        const found = await readRepayDetailBySession(db, session, orderId.data);
        return found && { userId: found.userId, data: found.detail };
      },
    },
    schema: { tags, summary: 'Repay detail: account, current stage, minimum, remaining per bill, coupons', params: z.object({ orderId: idParam }), response: { 200: repayDetailAnswer } },
    handler: async (req) => ok(repay.detail(req.sessionData as RepayDetailRead)),
  });

  r.post('/api/order/payment/api/submitRepayApplyV2', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Repay (bizType 1, spec amount rules) or pay the extension fee (bizType 2); takes Idempotency-Key', body: submitRepayBody, response: { 200: submitRepayAnswer } },
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

  r.get('/api/order/payment/api/status/:reference', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Where a submitted repayment or extension fee stands (PENDING, SUCCESSFUL, FAILED with reason)', params: z.object({ reference: paymentReferenceParam }), response: { 200: paymentStatusAnswer } },
    handler: async (req) => ok(await repay.paymentStatus(uid(req), req.params.reference)),
  });

  r.post('/api/order/api/extensionDetail', {
    // The session and the user's open bills with what the detail is made of in one statement (issue 34: 4).
    config: { auth: 'signed', sessionRead: (db, session) => readExtensionBySession(db, session) },
    schema: { tags, summary: 'Extension detail of a bill, or why it cannot be extended', body: extensionDetailBody, response: { 200: extensionDetailAnswer } },
    handler: async (req) => ok(await repay.extensionDetailFrom(uid(req), req.body.planId, req.sessionData as ExtensionRead)),
  });

  r.post('/api/v4/my/coupon-list', {
    // The session, the user's coupons and open bills in one statement (issue 34: 3).
    config: { auth: 'signed', sessionRead: (db, session) => readCouponListBySession(db, session) },
    schema: { tags: ['coupon'], summary: 'The user’s coupons (with couponUsableStatus for planId when given)', body: couponListBody, response: { 200: couponListAnswer } },
    handler: async (req) => ok(await coupons.listFrom(uid(req), req.sessionData as CouponListRead, req.body.planId)),
  });

  r.post('/api/coupon/api/couponUsedByPlanId', {
    config: { auth: 'signed' },
    schema: { tags: ['coupon'], summary: 'Apply a coupon to a bill (replaces the one applied; consumed at payoff)', body: couponUseBody, response: { 200: emptyAnswer } },
    handler: async (req) => {
      await coupons.apply(uid(req), req.body.userCouponId, req.body.planId);
      return ok(null);
    },
  });
};
