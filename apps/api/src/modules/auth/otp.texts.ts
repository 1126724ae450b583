import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';

import { type Language, texts, type Texts } from '../../i18n';

/** What the SMS codes' refusals and texts say (otp.service.ts applies OTP_LIMITS; docs/security.md has the figures). */
export const OTP_MESSAGES = {
  expired: 'The verification code has expired or was not requested; please request a new code',
  wrong: 'Incorrect verification code',
  triesExhausted: 'This code was entered wrongly too many times; please request a new code',
  /** Kept for callers of the old name; the cap is now per 10 minutes. */
  phoneDailyCap: 'Too many codes were requested for this number; please try again in 10 minutes',
  phoneWindowCap:
    'Too many codes were requested for this number; please use the code or the login link of the latest SMS, or try again in 10 minutes',
  /** Asked with data.pow: the client computes a short proof of work and repeats the call (issue 34). */
  powNeeded: 'Unusually many codes from this network: your app confirms this request with a short computation',
  powInvalid: 'The proof of work of this request is invalid or expired; please try again',
  phoneSpent:
    'Too many incorrect codes were entered for this number today. Request a new code: the SMS will carry a login link to open on this phone',
  deviceLocked: 'Too many incorrect codes on this phone today; please try again tomorrow or use the login link in your latest SMS',
  linkExpired: 'This login link has expired or was already used; please request a new code',
  smsFailed: 'We could not send the SMS just now; please try again in a moment',
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
} as const;

/**
 * Added to the SMS once strangers spent the day's wrong tries for the number: the link needs no guessable code. English
 * only, as the link-only SMS below: with the link either is two SMS segments already (docs/languages.md, "Not yet").
 */
export const LINK_TEXT = (url: string) =>
  ` Too many wrong codes were tried for your number today; if the code is refused, log in by opening ${url} on this phone (valid 5 minutes).`;

/** The SMS once the day's codes for untrusted browsers are used up too: the link only, nothing to guess. */
export const LINK_ONLY_TEXT = (url: string) =>
  `Too many wrong codes were tried for your Pocket number today, so this SMS carries no code: log in by opening ${url} on this phone (valid 5 minutes). Never share it with anyone.`;

/** The catalogue text of each kind of code (i18n/texts/codes.ts); an unknown kind reads as a login code. */
const CODE_TEXT_IDS: Record<number, string> = {
  [SMS_CODE_TYPE.login]: 'sms.code.login',
  [SMS_CODE_TYPE.quickRepay]: 'sms.code.repay',
  [SMS_CODE_TYPE.closeAccount]: 'sms.code.close',
};

/** The SMS of a code in a language (issue 48): English word for word as before, Bemba and Nyanja from the catalogue. */
export const codeText = (type: number, code: string, language: Language, source: Texts = texts): string =>
  source.format(CODE_TEXT_IDS[type] ?? CODE_TEXT_IDS[SMS_CODE_TYPE.login]!, language, { code });

/** Every code's SMS in a language with the longest code (the tests, and the desk before a correction is approved). */
export const longestCodeTexts = (language: Language, source: Texts = texts): string[] =>
  Object.values(SMS_CODE_TYPE).map((type) => codeText(type, '9999', language, source));
