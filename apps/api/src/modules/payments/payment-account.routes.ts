import type { FastifyPluginAsync } from 'fastify';

import { paymentAccountConfirm, paymentAccountSendCode } from '@pocket/contracts/api/repayment.contracts';

import { routeFromContract } from '../../plugins/contract-route';
import type { PaymentAccountService } from './payment-account.service';

const tags = ['payments'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Confirming a payment account that is not the borrower's own number (issue 34). */
export const paymentAccountRoutes: FastifyPluginAsync<{ accounts: PaymentAccountService }> = async (app, { accounts }) => {
  routeFromContract(app, paymentAccountSendCode, {
    tags,
    summary: 'Send an SMS code to a payment account that is not your own number, before paying from it',
    handler: async (req) => {
      const { mobile, nextSendInSeconds, expiresInSeconds } = await accounts.sendCode(req.userId!, req.body.mobile);
      return ok({ mobile, nextSendInSeconds, expiresInSeconds });
    },
  });

  routeFromContract(app, paymentAccountConfirm, {
    tags,
    summary: 'The code from that SMS: the number may then receive your PIN prompts',
    handler: async (req) => ok(await accounts.confirm(req.userId!, req.body.mobile, req.body.code)),
  });
};
