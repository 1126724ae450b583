import { PHONE_EMPTY, PHONE_INVALID } from './messages';

const PHONE = /^0\d{9}$/;

/** The shared phone check: exactly 10 digits starting with 0. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/** The spec's message for a phone field, or null when it is valid. */
export function phoneError(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return PHONE_EMPTY;
  return isValidPhone(value) ? null : PHONE_INVALID;
}

/** Shows asterisks in place of characters 4 to 7: 0971234567 -> 097****567. */
export function maskPhone(value: string): string {
  if (value.length < 4) return value;
  return value.slice(0, 3) + '*'.repeat(Math.min(4, value.length - 3)) + value.slice(7);
}

/** 0971234567 -> +260971234567 (how a phone is stored). */
export function toE164(localPhone: string): string {
  if (!isValidPhone(localPhone)) throw new Error(PHONE_INVALID);
  return `+26${localPhone}`;
}

/** +260971234567 -> 0971234567 (how a phone is typed and shown). */
export function fromE164(e164: string): string {
  return e164.startsWith('+26') ? e164.slice(3) : e164;
}
