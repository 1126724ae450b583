import { z } from 'zod';

import { envelope, mobileSchema } from './common';

/**
 * A payment account other than the borrower's own number (the editable account of the VIP and stage popups) is
 * confirmed by an SMS code sent to that number before any PIN prompt reaches it (issue 34): nobody can make a
 * stranger's wallet pay for them.
 */
export const PAYMENT_ACCOUNT_CODE = 428;

export const PAYMENT_ACCOUNT_MESSAGES = {
  confirmFirst: (masked: string) =>
    `This payment account is not your phone number. Enter the code we send by SMS to ${masked} to confirm that you may pay from it`,
  wrongCode: 'Incorrect verification code',
  expired: 'The verification code has expired or was not requested; please request a new code',
  triesExhausted: 'This code was entered wrongly too many times; please request a new code',
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  numberCap: 'Too many codes were sent to this number; please try again in an hour',
  userCap: 'Too many payment accounts were confirmed today; please try again tomorrow or pay from your own number',
  promptCap: 'This wallet has received too many payment requests. Please try again later or pay from another number',
  confirmed: 'Payment account confirmed',
} as const;

/** POST /api/payment-account/sendCode: an SMS code to the account's number. */
export const paymentAccountSendBody = z.object({ mobile: mobileSchema }).strict();
export const paymentAccountSendAnswer = envelope(
  z.object({ mobile: z.string(), nextSendInSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
);

/** POST /api/payment-account/confirm: the code from that SMS. */
export const paymentAccountConfirmBody = z
  .object({ mobile: mobileSchema, code: z.string().regex(/^\d{4}$/, 'code must be the 4-digit code') })
  .strict();
export const paymentAccountConfirmAnswer = envelope(z.object({ mobile: z.string(), confirmed: z.literal(true) }));

export type PaymentAccountSendBody = z.infer<typeof paymentAccountSendBody>;
export type PaymentAccountConfirmBody = z.infer<typeof paymentAccountConfirmBody>;

/** The data of a 428 answer: which field and the masked number the code goes to. */
export const paymentAccountRequired = z.object({ field: z.literal('mobile'), mobile: z.string(), masked: z.string() });
export type PaymentAccountRequired = z.infer<typeof paymentAccountRequired>;
