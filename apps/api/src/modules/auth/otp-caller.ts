import type { FastifyRequest } from 'fastify';

import { requestDeviceCookie } from './device-trust';
import { POW_HEADER } from './otp-network';
import { requestRequesterCookie } from './otp-requester';
import type { OtpCaller } from './otp.service';

/** The cookies of the browser calling (trusted device, code requester), its proof of work and its `lang` header, as the OTP service takes them. */
export function otpCallerOf(req: FastifyRequest): OtpCaller {
  const pow = req.headers[POW_HEADER];
  return { device: requestDeviceCookie(req), requester: requestRequesterCookie(req), pow: Array.isArray(pow) ? pow[0] : (pow ?? null), lang: req.client?.lang ?? null };
}
