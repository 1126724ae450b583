import type { FastifyRequest } from 'fastify';

import { requestDeviceCookie } from './device-trust';
import { requestRequesterCookie } from './otp-requester';
import type { OtpCaller } from './otp.service';

/** The cookies of the browser calling (trusted device, code requester), as the OTP service takes them. */
export const otpCallerOf = (req: FastifyRequest): OtpCaller => ({ device: requestDeviceCookie(req), requester: requestRequesterCookie(req) });
