import { z } from 'zod';

import { CODE_EMPTY } from '../validators/messages';
import { envelope, intField, mobileSchema, noControlChars, plainText, zambianMobileSchema } from './common';

/** SMS code purposes: 1 login (and Google binding), 2 quick repayment without login. */
export const SMS_CODE_TYPE = { login: 1, quickRepay: 2, closeAccount: 3 } as const;

export const sendSmsCodeParams = z.object({
  mobile: zambianMobileSchema,
  type: intField().refine((t) => t === 1 || t === 2, { message: 'type must be 1 (login) or 2 (quick repayment)' }),
});
export type SendSmsCodeParams = z.infer<typeof sendSmsCodeParams>;

export const sendSmsCodeData = z.object({
  /** Seconds until another code may be sent to this number (60 after a send). */
  nextSendInSeconds: z.number().int(),
  /** When another code may be sent, ms since the epoch. */
  nextSendAt: z.number().int(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int(),
});
export const sendSmsCodeAnswer = envelope(sendSmsCodeData);
export type SendSmsCodeData = z.infer<typeof sendSmsCodeData>;

const captchaSchema = noControlChars(z.string().trim().min(1, CODE_EMPTY).max(4, 'captcha must be the 4-digit code'));

/**
 * Phone login: mobile + captcha. Google login: authCode (a Google ID token) + thirdType 1, plus mobile + captcha when
 * binding a phone to a Google account that is not bound yet.
 */
export const mobileLoginBody = z
  .object({
    mobile: mobileSchema.optional(),
    captcha: captchaSchema.optional(),
    authCode: plainText(4096).min(1).optional(),
    thirdType: intField().optional(),
    deviceType: intField().default(4),
    deviceBrand: plainText(100).optional(),
    appChannelCode: plainText(50).optional(),
    /** The invite code of the link the user came through (activities); an unknown code is ignored. */
    inviteCode: plainText(40).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.authCode !== undefined) {
      if (b.thirdType !== 1) ctx.addIssue({ code: 'custom', path: ['thirdType'], message: 'thirdType must be 1 (Google)' });
      if ((b.mobile === undefined) !== (b.captcha === undefined)) {
        const path = b.mobile === undefined ? 'mobile' : 'captcha';
        ctx.addIssue({ code: 'custom', path: [path], message: 'binding a phone needs both mobile and captcha' });
      }
      return;
    }
    if (b.mobile === undefined) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'Please enter your phone number' });
    if (b.captcha === undefined) ctx.addIssue({ code: 'custom', path: ['captcha'], message: CODE_EMPTY });
  });
export type MobileLoginBody = z.input<typeof mobileLoginBody>;

export const loginData = z.object({
  token: z.string(),
  id: z.number().int(),
  /** 1 marks a new registration, 0 a returning user. */
  appRedirectStatus: z.union([z.literal(0), z.literal(1)]),
});
export const mobileLoginAnswer = envelope(loginData);
export type LoginData = z.infer<typeof loginData>;

/**
 * POST /api/authentication/linkLogin: the login link an SMS carries once strangers spent a number's wrong codes for
 * the day (`/home#login_link=<link>`); answers as mobileLogin does.
 */
export const linkLoginBody = z.object({
  link: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'link must be the 22-character code of an SMS login link'),
  deviceType: intField().default(4),
  deviceBrand: plainText(100).optional(),
  appChannelCode: plainText(50).optional(),
  inviteCode: plainText(40).optional(),
});
export type LinkLoginBody = z.input<typeof linkLoginBody>;

export const bindCheckBody = z.object({
  authCode: plainText(4096).min(1),
  thirdType: intField().refine((t) => t === 1, { message: 'thirdType must be 1 (Google)' }),
  deviceType: intField().default(4),
});
export type BindCheckBody = z.input<typeof bindCheckBody>;
export const bindCheckData = z.object({ bind: z.boolean() });
export const bindCheckAnswer = envelope(bindCheckData);
export type BindCheckData = z.infer<typeof bindCheckData>;

export const logoutAnswer = envelope(z.null());

/**
 * GET /api/authentication/googleConfig: how 'Continue with Google' works on this server. `google`: Google Identity
 * Services with `clientId`; `sandbox`: the local stand-in Google page at `signInUrl` (sandbox only); `off`: not available.
 */
export const googleConfigData = z.object({
  mode: z.enum(['google', 'sandbox', 'off']),
  clientId: z.string().nullable(),
  signInUrl: z.string().nullable(),
});
export const googleConfigAnswer = envelope(googleConfigData);
export type GoogleConfigData = z.infer<typeof googleConfigData>;
