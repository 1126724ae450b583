import { SMS_CODE_TYPE } from '@pocket/contracts/api/auth';

import { PUBLIC_URL_LONGEST } from '../../config/production';
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

/**
 * The code's SMS with the login link (once strangers spent the number's wrong tries for the day): the code's words,
 * a space, then `sms.link.added` (i18n/texts/links.ts), both in the code's language.
 */
export const codeWithLinkText = (type: number, code: string, link: string, language: Language, source: Texts = texts): string =>
  `${codeText(type, code, language, source)} ${source.format('sms.link.added', language, { link })}`;

/** The SMS once the day's codes for untrusted browsers are used up too: the link only, nothing to guess. */
export const linkOnlyText = (link: string, language: Language, source: Texts = texts): string => source.format('sms.link.only', language, { link });

/**
 * The longest login link the texts are held to: a 40-character public address (`https://` and a 32-character host;
 * PUBLIC_URL, docs/operations.md), `/home#login_link=` and the 22-character token.
 */
export const LONGEST_LINK = `https://${'p'.repeat(PUBLIC_URL_LONGEST - 12)}.com/home#login_link=${'L'.repeat(22)}`;

/** An SMS as sent, with the GSM-7 segments it may take (i18n/sms-limit.ts). */
export interface SmsRendering {
  text: string;
  segments: number;
}

/**
 * Every SMS carrying the login link in a language, with the longest code and link, and the segments each may take:
 * the link texts' limit (two); the closing code's SMS with the link three, as its English words already take.
 */
export function longestLinkTexts(language: Language, source: Texts = texts): SmsRendering[] {
  const segments = (id: string) => source.entries[id]?.smsSegments ?? 1;
  return [
    ...Object.values(SMS_CODE_TYPE).map((type) => ({
      text: codeWithLinkText(type, '9999', LONGEST_LINK, language, source),
      segments: type === SMS_CODE_TYPE.closeAccount ? segments('sms.link.added') + 1 : segments('sms.link.added'),
    })),
    { text: linkOnlyText(LONGEST_LINK, language, source), segments: segments('sms.link.only') },
  ];
}
