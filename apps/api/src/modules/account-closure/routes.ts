import type { FastifyPluginAsync } from 'fastify';

import { CLOSE_ACCOUNT_TEXTS } from '@pocket/contracts/api/account-closure';
import { closeAccount, closureCheck, closureSendCode } from '@pocket/contracts/api/account.contracts';
import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';

import { routeFromContract } from '../../plugins/contract-route';
import { conflict, unauthorized } from '../../plugins/errors';
import { otpCallerOf, requesterCookieHeader } from '../auth/plugin';
import type { AccountClosure } from './service';

const tags = ['account'];
const ok = <T>(data: T) => ({ code: 200, msg: 'ok', data });

/** Close my account: what stops it, a fresh SMS code to the account's phone, and the closure itself. */
export const closureRoutes: FastifyPluginAsync<{ closure: AccountClosure }> = async (app, { closure }) => {
  const refuseWhenOwed = async (userId: number) => {
    const check = await closure.check(userId);
    if (!check.canClose) throw conflict(check.message!);
  };
  const mobileOf = async (userId: number) => {
    const user = await app.users.findUserById(app.db, userId);
    if (!user || user.closedAt) throw unauthorized();
    return user.mobile;
  };

  routeFromContract(app, closureCheck, {
    tags,
    summary: 'Can the account be closed now? What is owed (ngwee) and the consequence, in words',
    handler: async (req) => ok(await closure.check(req.userId!)),
  });

  routeFromContract(app, closureSendCode, {
    tags,
    summary: "Send a fresh SMS code to the account's own phone before closing it (refused while money is owed)",
    handler: async (req, reply) => {
      await refuseWhenOwed(req.userId!);
      const { data, requesterCookie } = await app.otp.send(await mobileOf(req.userId!), SMS_CODE_TYPE.closeAccount, req.ip, otpCallerOf(req));
      if (requesterCookie) reply.header('set-cookie', requesterCookieHeader(requesterCookie, app.appConfig.env === 'production'));
      return ok({ nextSendInSeconds: data.nextSendInSeconds, expiresInSeconds: data.expiresInSeconds });
    },
  });

  routeFromContract(app, closeAccount, {
    tags,
    summary: 'Close the account and erase its personal data: the SMS code and the confirmation; signs out everywhere',
    handler: async (req) => {
      // Money owed is refused before the code is spent, so the borrower can use it after repaying.
      await refuseWhenOwed(req.userId!);
      const mobile = await mobileOf(req.userId!);
      const caller = otpCallerOf(req);
      await app.otp.verify(mobile, SMS_CODE_TYPE.closeAccount, req.body.code, req.ip, caller.device ?? null, caller);
      await closure.close(req.userId!, { requestId: req.id });
      return ok({ closed: true as const, message: CLOSE_ACCOUNT_TEXTS.closed });
    },
  });
};
