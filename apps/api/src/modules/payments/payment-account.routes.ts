import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  paymentAccountConfirmAnswer,
  paymentAccountConfirmBody,
  paymentAccountSendAnswer,
  paymentAccountSendBody,
} from '@pocket/contracts/api/payment-account';

import type { PaymentAccountService } from './payment-account.service';

const tags = ['payments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Confirming a payment account that is not the borrower's own number (issue 34). */
export const paymentAccountRoutes: FastifyPluginAsync<{ accounts: PaymentAccountService }> = async (app, { accounts }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/payment-account/sendCode', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'Send an SMS code to a payment account that is not your own number, before paying from it', body: paymentAccountSendBody, response: { 200: paymentAccountSendAnswer } },
    handler: async (req) => {
      const { mobile, nextSendInSeconds, expiresInSeconds } = await accounts.sendCode(req.userId!, req.body.mobile);
      return ok({ mobile, nextSendInSeconds, expiresInSeconds });
    },
  });

  r.post('/api/payment-account/confirm', {
    config: { auth: 'signed' },
    schema: { tags, summary: 'The code from that SMS: the number may then receive your PIN prompts', body: paymentAccountConfirmBody, response: { 200: paymentAccountConfirmAnswer } },
    handler: async (req) => ok(await accounts.confirm(req.userId!, req.body.mobile, req.body.code)),
  });
};
