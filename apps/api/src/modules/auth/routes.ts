import type { FastifyPluginAsync } from 'fastify';

import { bindCheck, googleConfig, linkLogin, logout, mobileLogin, sendSmsCode } from '@pocket/contracts/api/auth.contracts';
import { toE164 } from '@pocket/contracts/validators';

import { routeFromContract } from '../../plugins/contract-route';
import { googleModeOf } from '../../providers/google/id-token';
import { SANDBOX_GOOGLE } from '../../providers/google/sandbox-issuer';
import { trustThisDevice } from './device-trust';
import { otpCallerOf } from './otp-caller';
import { requesterCookieHeader } from './otp-requester';
import type { AuthService } from './service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsync<{ service: AuthService }> = async (app, { service }) => {

  routeFromContract(app, sendSmsCode, {
    tags,
    summary: 'Send a 4-digit SMS code (type 1 login, 2 quick repayment)',
    handler: async (req, reply) => {
      const { data, requesterCookie } = await app.otp.send(toE164(req.params.mobile), req.params.type, req.ip, otpCallerOf(req));
      // The code belongs to this browser (otp-requester.ts): only its own mobileLogin checks it.
      if (requesterCookie) reply.header('set-cookie', requesterCookieHeader(requesterCookie, app.appConfig.env === 'production'));
      return { code: 200, msg: 'ok', data };
    },
  });

  routeFromContract(app, mobileLogin, {
    tags,
    summary: 'Log in with phone + SMS code, or a Google ID token',
    handler: async (req, reply) => {
      const { data, mobile } = await service.login(req.body, req.client, otpCallerOf(req));
      if (mobile) await trustThisDevice(req, reply, mobile);
      return { code: 200, msg: 'ok', data };
    },
  });

  routeFromContract(app, linkLogin, {
    tags,
    summary: 'Log in with the login link of an SMS (sent once a number had too many wrong codes in a day)',
    handler: async (req, reply) => {
      const mobile = await app.otp.takeLink(req.body.link);
      await trustThisDevice(req, reply, mobile);
      return { code: 200, msg: 'ok', data: await service.loginWithLink(mobile, req.body, req.client) };
    },
  });

  routeFromContract(app, bindCheck, {
    tags,
    summary: 'Is this Google account bound to a phone?',
    handler: async (req) => ({ code: 200, msg: 'ok', data: await service.bindCheck(req.body.authCode) }),
  });

  routeFromContract(app, googleConfig, {
    tags,
    summary: "How 'Continue with Google' works here: Google, the sandbox stand-in page, or off",
    handler: async () => {
      const mode = googleModeOf(app.appConfig);
      const clientId = mode === 'google' ? (app.appConfig.google.clientId ?? null) : mode === 'sandbox' ? SANDBOX_GOOGLE.clientId : null;
      return { code: 200, msg: 'ok', data: { mode, clientId, signInUrl: mode === 'sandbox' ? SANDBOX_GOOGLE.signInPath : null } };
    },
  });

  routeFromContract(app, logout, {
    tags,
    summary: 'End this session (the token is refused afterwards)',
    handler: async (req) => {
      await service.logout(String(req.headers.token));
      return { code: 200, msg: 'ok', data: null };
    },
  });
};
