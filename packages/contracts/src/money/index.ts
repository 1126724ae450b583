// Money is integer ngwee inside (1 K = 100 ngwee). Kwacha on the wire are JSON numbers with at most 2 decimals,
// converted here by string parsing, never by float multiplication.

import type { z } from 'zod';

/**
 * Integer ngwee, branded: what the server's handlers read from a request and hand to an answer, where the codecs of
 * ./codec turn it into Kwacha and back (decision 0041). A Kwacha number is not one; `ngwee()` marks a computed figure.
 */
export type Ngwee = number & z.$brand<'Ngwee'>;

/** Marks a computed integer figure as Ngwee (refused when it is not a whole number of ngwee): no conversion. */
export function ngwee(value: number): Ngwee {
  assertNgwee(value);
  return value as Ngwee;
}

const KWACHA = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a Kwacha amount (number or string, at most 2 decimals, not negative) into integer ngwee. */
export function toNgwee(kwacha: number | string): number {
  const text = typeof kwacha === 'number' ? numberToText(kwacha) : kwacha.trim();
  const match = KWACHA.exec(text);
  if (!match) throw new RangeError(`Not a Kwacha amount with at most 2 decimals: ${String(kwacha)}`);
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const ngwee = whole * 100 + cents;
  if (!Number.isSafeInteger(ngwee)) throw new RangeError(`Amount too large: ${String(kwacha)}`);
  return ngwee;
}

/** Kwacha as a person typed it (a USSD reply: `1050.5`) read as Ngwee; throws like toNgwee when it is not an amount. */
export const typedKwacha = toNgwee as (text: string) => Ngwee;

/**
 * Kwacha as staff type it on the desk (`1,050.50`, `K200`, ` 15 `: commas, spaces and a K are ignored) read as
 * Ngwee; null when it is not an amount with at most 2 decimals and at most 9 digits of Kwacha.
 */
export function deskKwacha(text: string): Ngwee | null {
  const clean = text.replace(/[,\sK]/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(clean) ? (toNgwee(clean) as Ngwee) : null;
}

/**
 * An amount as a field shows it for a person to edit (Kwacha: 105050 ngwee is `1050.5`), the other way of
 * typedKwacha: the repay popup's amount, the loan amount's stepper. Not for the wire: the api client converts that.
 */
export const fieldKwacha: (ngwee: number) => number = toKwacha;

/** True when the value is a Kwacha amount toNgwee accepts. */
export function isKwachaAmount(kwacha: number | string): boolean {
  try {
    toNgwee(kwacha);
    return true;
  } catch {
    return false;
  }
}

/** Integer ngwee to a Kwacha JSON number (exact to 2 decimals). */
export function toKwacha(ngwee: number): number {
  assertNgwee(ngwee);
  return Number(ngweeToPlain(ngwee));
}

/** Integer ngwee as the product shows money: K1,050.50 (negative as -K5.00). */
export function formatKwacha(ngwee: number): string {
  assertNgwee(ngwee);
  const sign = ngwee < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = ngweeToPlain(Math.abs(ngwee)).split('.');
  return `${sign}K${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Half-up rounding of a rate applied to an amount: ngwee * numerator / denominator, to the ngwee. */
export function percentOf(ngwee: number, basisPoints: number): number {
  assertNgwee(ngwee);
  // basis points: 1% = 100. Integer arithmetic, half-up.
  return Math.floor((ngwee * basisPoints + 5_000) / 10_000);
}

function ngweeToPlain(ngwee: number): string {
  const abs = Math.abs(ngwee);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${ngwee < 0 ? '-' : ''}${whole}.${cents}`;
}

function numberToText(n: number): string {
  if (!Number.isFinite(n) || n < 0) return 'invalid';
  // Shortest round-trip text of the number: 10.1 -> "10.1", 0.1 + 0.2 -> "0.30000000000000004" (refused).
  const text = String(n);
  return text.includes('e') ? 'invalid' : text;
}

function assertNgwee(ngwee: number): void {
  if (!Number.isSafeInteger(ngwee)) throw new RangeError(`Ngwee must be an integer: ${ngwee}`);
}
