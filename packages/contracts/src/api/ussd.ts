import { z } from 'zod';

import { envelope } from './common';

/** The USSD PIN: 4 digits the borrower sets in the app (/set) and types on the USSD menu before a payment. */
export const USSD_PIN_LENGTH = 4;

export const USSD_PIN_MESSAGES = {
  format: 'Your USSD PIN must be exactly 4 digits',
  guessable: 'Please choose a PIN that is hard to guess (not 1234, 1111 or the like)',
} as const;

/** Four of the same digit, or four digits counting up or down (1234, 9876): the first guesses of anyone. */
function guessable(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - d[i]!);
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

/** Why a PIN cannot be used, or null. */
export function ussdPinError(pin: string): string | null {
  if (!/^\d{4}$/.test(pin)) return USSD_PIN_MESSAGES.format;
  if (guessable(pin)) return USSD_PIN_MESSAGES.guessable;
  return null;
}

/** GET /api/ussd/pin and the answer of POST: whether the borrower has a USSD PIN (never the PIN). */
export const ussdPinView = z.object({ set: z.boolean() });
export type UssdPinView = z.infer<typeof ussdPinView>;
export const ussdPinAnswer = envelope(ussdPinView);

/** POST /api/ussd/pin: set or replace the USSD PIN. */
export const ussdPinBody = z
  .object({
    pin: z.string().superRefine((pin, ctx) => {
      const error = ussdPinError(pin);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  })
  .strict();
export type UssdPinBody = z.infer<typeof ussdPinBody>;
