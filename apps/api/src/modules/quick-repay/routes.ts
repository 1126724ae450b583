import { createHash, randomBytes } from 'node:crypto';

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { QUICK_REPAY_HEADER } from '@pocket/contracts/api/quick-repay';
import { quickRepayExtension, quickRepayInfo, quickRepayOrders, quickRepayPaymentStatus, quickRepaySubmit } from '@pocket/contracts/api/quick-repay.contracts';
import { toE164 } from '@pocket/contracts/validators';

import { routeFromContract } from '../../plugins/contract-route';
import { notFound, tooMany, unauthorized } from '../../plugins/errors';
import { otpCallerOf, trustThisDevice } from '../auth/plugin';
import { type LendingContext, myLoans } from '../lending/plugin';
import { REPAY_MESSAGES, type RepayDoor } from '../repayment/plugin';

/** The bar of docs/security.md#the-bar for quick repay. */
export const QUICK_REPAY_LIMITS = {
  tokenTtlMs: 15 * 60 * 1000,
  promptsPerPhone: 3,
  promptsPerIp: 10,
  /** Repayment requests (sent or refused) per IP per window: a cheap flood guard, above any honest use. */
  requestsPerIp: 60,
  windowMs: 10 * 60 * 1000,
  infoPerIpPerHour: 30,
};
export const QUICK_REPAY_MESSAGES = {
  tokenMissing: 'Please verify your phone number with an SMS code first',
  tooManyPrompts: 'Too many payment requests for this number. Please try again in 10 minutes',
  tooManyFromIp: 'Too many requests. Please try again later',
};

const tags = ['quick-repay'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });
const tokenKey = (token: string) => `qp:token:${createHash('sha256').update(token).digest('hex')}`;

/**
 * Quick repayment without login, but not without proof: an SMS code of type 2 gives a 15-minute token scoped to
 * that phone's bills. Answers have the same shape and messages whether or not the number has a loan.
 */
export const quickRepayRoutes: FastifyPluginAsync<{ lending: LendingContext; repay: RepayDoor }> = async (app, { lending, repay }) => {
  // The quick-repay token is checked on the headers alone, before the body is read (authenticate, then validate).
  const phones = new WeakMap<FastifyRequest, string>();
  async function authenticate(req: FastifyRequest): Promise<void> {
    const raw = req.headers[QUICK_REPAY_HEADER];
    const token = Array.isArray(raw) ? raw[0] : raw;
    const mobile = token ? await app.kv.get(tokenKey(token)) : null;
    if (!mobile) throw unauthorized(QUICK_REPAY_MESSAGES.tokenMissing);
    phones.set(req, mobile);
  }
  const phoneOf = async (req: FastifyRequest): Promise<string> => phones.get(req) ?? (await authenticate(req), phones.get(req)!);
  const userIdOf = async (mobile: string) => (await app.users.findUserByMobile(app.db, mobile))?.id ?? null;
  const openOrders = async (userId: number | null) =>
    userId === null ? [] : (await myLoans(app.db, userId, new Date(app.appConfig.now()))).filter((o) => o.canRepay);

  routeFromContract(app, quickRepayInfo, {
    tags,
    summary: 'Phone + SMS code (type 2) -> a 15-minute quick-repay token and that phone’s open bills',
    handler: async (req, reply) => {
      if ((await app.kv.incr(`qp:info:ip:${req.ip}`, 3_600_000)) > QUICK_REPAY_LIMITS.infoPerIpPerHour) throw tooMany(QUICK_REPAY_MESSAGES.tooManyFromIp);
      const mobile = toE164(req.body.mobile);
      const caller = otpCallerOf(req);
      await app.otp.verify(mobile, 2, req.body.captcha, req.ip, caller.device ?? null, caller);
      // The SMS proved the phone: this browser becomes its trusted device (strangers' wrong codes never stop it).
      trustThisDevice(req, reply, mobile);
      const token = randomBytes(32).toString('base64url');
      await app.kv.set(tokenKey(token), mobile, QUICK_REPAY_LIMITS.tokenTtlMs);
      return ok({ token, expiresIn: QUICK_REPAY_LIMITS.tokenTtlMs / 1000, orders: await openOrders(await userIdOf(mobile)) });
    },
  });

  routeFromContract(app, quickRepayOrders, {
    tags,
    summary: `The verified phone’s open bills again (header ${QUICK_REPAY_HEADER}), e.g. after a reload of /qp`,
    handler: async (req) => ok({ orders: await openOrders(await userIdOf(await phoneOf(req))) }),
  });

  routeFromContract(app, quickRepayPaymentStatus, {
    tags,
    summary: `Where a payment of the verified phone stands (header ${QUICK_REPAY_HEADER})`,
    handler: async (req) => {
      const userId = await userIdOf(await phoneOf(req));
      if (userId === null) throw notFound(REPAY_MESSAGES.paymentNotFound);
      return ok(await repay.paymentStatus(userId, req.params.reference));
    },
  });

  routeFromContract(app, quickRepaySubmit, {
    tags,
    summary: `Repay or extend a bill of the verified phone (header ${QUICK_REPAY_HEADER}); Idempotency-Key`,
    onRequest: authenticate,
    handler: async (req, reply) => {
      const mobile = await phoneOf(req);
      const { kv } = app;
      const sent = async (key: string) => Number((await kv.get(key)) ?? 0);
      const phoneKey = `qp:prompts:phone:${mobile}`;
      const ipKey = `qp:prompts:ip:${req.ip}`;
      if ((await kv.incr(`qp:requests:ip:${req.ip}`, QUICK_REPAY_LIMITS.windowMs)) > QUICK_REPAY_LIMITS.requestsPerIp) throw tooMany(QUICK_REPAY_MESSAGES.tooManyFromIp);
      if ((await sent(ipKey)) >= QUICK_REPAY_LIMITS.promptsPerIp) throw tooMany(QUICK_REPAY_MESSAGES.tooManyFromIp);
      if ((await sent(phoneKey)) >= QUICK_REPAY_LIMITS.promptsPerPhone) throw tooMany(QUICK_REPAY_MESSAGES.tooManyPrompts);
      const userId = await userIdOf(mobile);
      if (userId === null) throw notFound(REPAY_MESSAGES.billNotFound);
      const answer = await lending.idempotentTransaction(`qp:${mobile}`, req.headers['idempotency-key'], req.body, async (transaction) => {
        const payment = await repay.submit(userId, { ...req.body, payAmount: req.body.payAmount === '' ? undefined : req.body.payAmount }, { transaction });
        // Only a prompt actually sent counts against the budget (refused amounts and replays do not).
        await kv.incr(phoneKey, QUICK_REPAY_LIMITS.windowMs);
        await kv.incr(ipKey, QUICK_REPAY_LIMITS.windowMs);
        return { status: 200, body: ok(payment) };
      });
      return reply.code(answer.status as 200).send(answer.body as never);
    },
  });

  routeFromContract(app, quickRepayExtension, {
    tags,
    summary: 'Extension detail of a bill of the verified phone',
    onRequest: authenticate,
    handler: async (req) => {
      const userId = await userIdOf(await phoneOf(req));
      if (userId === null) throw notFound(REPAY_MESSAGES.billNotFound);
      return ok(await repay.extensionDetail(userId, req.params.id));
    },
  });
};
