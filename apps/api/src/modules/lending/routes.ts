import type { FastifyPluginAsync } from 'fastify';

import { idParam } from '@pocket/contracts/api/common';
import { productListAnswer } from '@pocket/contracts/api/lending';
import { applyLoan, myLoanInfo, productList, productTrial, queryLoanDetail, queryLoanDetailV3 } from '@pocket/contracts/api/lending.contracts';
import { ngwee } from '@pocket/contracts/money';

import { routeFromContract } from '../../plugins/contract-route';
import { notFound } from '../../plugins/errors';
import { findActiveSessionByHash } from '../auth/plugin';
import { isActive } from '../vip/plugin';
import type { LendingContext } from './context';
import { availableFrom, OPEN_LOAN_STATUSES } from './loan.service';
import { type MyLoansRead, readMyLoansBySession } from './my-loans.repo';
import { readTrialBySession, type TrialRead } from './trial.repo';
import { myLoansFrom, STATUS_TEXT } from './views';

const tags = ['lending'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const rate = (bp: number) => bp / 100;

export const lendingRoutes: FastifyPluginAsync<{ ctx: LendingContext }> = async (app, { ctx }) => {
  const uid = (req: { userId: number | null }) => req.userId!;

  const productListOf = async (userId: number | null) => {
    const { products, limit, available } = await ctx.loans.products(userId);
    return ok({
      creditLimit: limit === null ? null : ngwee(limit),
      availableLimit: available === null ? null : ngwee(available),
      products: products.map((p) => ({
        productId: p.id, code: p.code, name: p.name,
        minAmount: ngwee(p.minAmount), maxAmount: ngwee(p.maxAmount), step: ngwee(p.step), stages: p.stages,
        terms: p.terms.map((t) => ({ days: t.days, interestRate: rate(t.interestBp) })),
        serviceFeeRate: rate(p.serviceFeeBp), serviceFeeMin: ngwee(p.serviceFeeMin),
        penaltyDailyRate: rate(p.penaltyDailyBp), penaltyCapRate: rate(p.penaltyCapBp),
        extensionFeeRate: rate(p.extensionFeeBp), maxExtensions: p.maxExtensions,
      })),
    });
  };
  // Without a session the answer is the same for everyone: serialized once (through the response schema, as the
  // route's serializer would) per read of the products, and sent as it is.
  let anonymous: { products: unknown; body: string } | null = null;
  const anonymousBody = async () => {
    const products = await ctx.loans.activeProducts();
    if (anonymous?.products !== products) {
      anonymous = { products, body: JSON.stringify(productListAnswer.encode(await productListOf(null))) };
    }
    return anonymous.body;
  };

  routeFromContract(app, productList, {
    tags,
    summary: 'Loan products for the home page, with the caller’s limit (not in the spec)',
    handler: async (req, reply) => {
      if (req.userId === null) return reply.type('application/json; charset=utf-8').send((await anonymousBody()) as never);
      return productListOf(req.userId);
    },
  });

  routeFromContract(app, productTrial, {
    tags,
    summary: 'Estimated bill: interest, fee, total, due dates, APR and total cost of credit',
    // The session, the VIP membership and the products in one statement (issue 34: 3).
    config: { sessionRead: (db, session) => readTrialBySession(db, session) },
    handler: async (req) => {
      const read = req.sessionData as TrialRead;
      const ask = { productId: req.body.productId, amount: req.body.amount, term: req.body.term };
      const { product, bill, vipFeeDiscount } = ctx.loans.trialFrom(ask, read.products.get(ask.productId) ?? null, read.vip);
      return ok({
        productId: product.id, productName: product.name, loanAmount: ngwee(bill.principal), term: req.body.term,
        interest: ngwee(bill.interest), serviceFee: ngwee(bill.serviceFee), totalRepayAmount: ngwee(bill.totalRepay),
        receivedAmount: ngwee(bill.amountReceived), totalCostOfCredit: ngwee(bill.totalCostOfCredit), apr: bill.aprBp / 100,
        repayDate: bill.plans[bill.plans.length - 1]!.dueDate,
        plans: bill.plans.map((p) => ({ loanPeriod: p.loanPeriod, repayDate: p.dueDate, principal: ngwee(p.principal), interest: ngwee(p.interest), serviceFee: ngwee(p.fee), totalAmount: ngwee(p.total) })),
        vipFeeDiscount: ngwee(vipFeeDiscount),
      });
    },
  });

  routeFromContract(app, applyLoan, {
    tags,
    summary: 'Apply: 417 with data.cerCode when KYC is incomplete; decided at once and disbursed',
    handler: async (req, reply) => {
      const userId = uid(req);
      const answer = await ctx.idempotent(`user:${userId}`, req.headers['idempotency-key'], req.body, async () => {
        const res = await ctx.loans.apply(userId, { productId: req.body.productId, amount: req.body.amount, term: req.body.term });
        return { status: 200, body: ok({ orderId: res.orderId, status: res.status, statusText: STATUS_TEXT[res.status] ?? res.status }) };
      });
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  routeFromContract(app, myLoanInfo, {
    tags,
    summary: 'The user’s loans with status, amounts, due dates and what can be done with each',
    // The session and everything the answer is made of in one statement (issue 34: it was 15).
    config: {
      sessionRead: async (db, session) => {
        const found = await readMyLoansBySession(db, session);
        return found && { userId: found.userId, data: found.data };
      },
    },
    handler: async (req) => {
      const read = req.sessionData as MyLoansRead;
      const now = new Date(app.appConfig.now());
      const open = read.orders.filter((o) => (OPEN_LOAN_STATUSES as readonly string[]).includes(o.status)).map((o) => o.status);
      const a = availableFrom(read.baseLimit, read.questionnaire, isActive(read.membership, now), open, ctx.loans.livePolicy());
      return ok({
        creditLimit: ngwee(a.limit),
        availableLimit: ngwee(a.available),
        userCredit: ngwee(-read.credit || 0),
        orders: myLoansFrom(read, now),
      });
    },
  });

  for (const loanDetail of [queryLoanDetail, queryLoanDetailV3]) {
    routeFromContract(app, loanDetail, {
      tags,
      summary: 'One loan with its bills',
      // The session and the loan with all its answer is made of in one statement (issue 34: it was 9); an id the schema
      // will refuse (400) is not read, only the session.
      config: {
        sessionRead: async (db, session, request) => {
          const id = idParam.safeParse((request.params as { id?: unknown }).id);
          if (!id.success) return findActiveSessionByHash(db, session.tokenHash, session.now);
          const found = await readMyLoansBySession(db, session, id.data);
          return found && { userId: found.userId, data: found.data };
        },
      },
      handler: async (req) => {
        const read = req.sessionData as MyLoansRead | undefined;
        const [view] = read ? myLoansFrom(read, new Date(app.appConfig.now())) : [];
        if (!view) throw notFound('This loan does not exist');
        return ok(view);
      },
    });
  }
};
