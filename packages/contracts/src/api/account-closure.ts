import { z } from 'zod';

import { envelope } from './common';

/**
 * Close my account (docs/data-rights.md, "Close my account"): refused while money is owed, otherwise the personal
 * data is erased or anonymised, behind a fresh SMS code and a confirmation that names the consequence.
 */
export const CLOSE_ACCOUNT_TEXTS = {
  consequence:
    'Closing your account is permanent. We erase your name, NRC, photos, contacts, device and location data, and you are signed out everywhere. Records the law makes us keep (your loans, payments and the ledger) stay for 10 years without your name or phone number. If you log in again with this phone, you start a new account.',
  confirmLabel: 'I understand: close my account and erase my data',
  confirmNeeded: 'Please tick the box to confirm that you understand your account cannot be opened again',
  closed: 'Your account is closed and your data erased. You have been signed out.',
  owes: (amount: string, reasons: string) =>
    `You cannot close your account while you owe money: ${amount} (${reasons}). Please repay it first, then try again.`,
  inFlight: (reasons: string) => `You cannot close your account yet: ${reasons}. Please wait until it finishes, then try again.`,
  credit: (amount: string) =>
    `You have ${amount} of credit with us (money you paid beyond your bills). Before you close your account, ask us to pay it to your mobile-money wallet: write to us from Me > Help. Once it is paid, you can close your account.`,
} as const;

/** What stops a closure (amounts in ngwee): money owed or in flight, or the borrower's credit not paid out yet. */
export const closureBlock = z.object({
  kind: z.enum(['bills', 'loanInFlight', 'stageDeposit', 'paymentInFlight', 'credit']),
  amount: z.number().int(),
  text: z.string(),
});
export type ClosureBlock = z.infer<typeof closureBlock>;

/** GET /api/account/close: whether the account can be closed now, and what is owed when not. */
export const closureCheckView = z.object({
  canClose: z.boolean(),
  /** Total owed in ngwee (unpaid bills, a loan being paid out, an unpaid phone deposit). */
  owed: z.number().int(),
  blocks: z.array(closureBlock),
  /** The refusal as the borrower reads it; null when the account can be closed. */
  message: z.string().nullable(),
  consequence: z.string(),
});
export type ClosureCheckView = z.infer<typeof closureCheckView>;
export const closureCheckAnswer = envelope(closureCheckView);

/** POST /api/account/close/sendCode (signed): a fresh SMS code to the account's own phone. */
export const closureSendCodeView = z.object({ nextSendInSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export const closureSendCodeAnswer = envelope(closureSendCodeView);

/** POST /api/account/close (signed): the SMS code and the confirmation. */
export const closeAccountBody = z
  .object({
    code: z.string().regex(/^\d{4}$/, { message: 'Please enter the 4-digit code from the SMS' }),
    confirm: z.literal(true, { message: CLOSE_ACCOUNT_TEXTS.confirmNeeded }),
  })
  .strict();
export type CloseAccountBody = z.infer<typeof closeAccountBody>;
export const closeAccountView = z.object({ closed: z.literal(true), message: z.string() });
export const closeAccountAnswer = envelope(closeAccountView);
