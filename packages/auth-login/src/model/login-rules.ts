import { messages, phoneError } from '@pocket/contracts/validators';

export interface LoginInput {
  mobile: string;
  captcha: string;
  consent: boolean;
}

/** The first message of docs/product.md#validation-rules the login form breaks, or null when it may be sent: phone, code, consent. */
export function loginError({ mobile, captcha, consent }: LoginInput): string | null {
  return phoneError(mobile) ?? codeError(captcha) ?? consentError(consent);
}

/** Binding a phone to a Google account needs a valid phone and a non-empty code (docs/product.md#validation-rules). */
export function bindError({ mobile, captcha }: Omit<LoginInput, 'consent'>): string | null {
  return phoneError(mobile) ?? codeError(captcha);
}

/** A code may be requested for a valid phone only. */
export const obtainError = (mobile: string): string | null => phoneError(mobile);

export function codeError(captcha: string): string | null {
  return captcha.trim() === '' ? messages.CODE_EMPTY : null;
}

/** Consent is checked before a phone login and before Google sign-in alike. */
export function consentError(consent: boolean): string | null {
  return consent ? null : messages.CONSENT_REQUIRED;
}
