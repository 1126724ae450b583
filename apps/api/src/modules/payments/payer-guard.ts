import { and, count, eq, gt, notInArray, sql } from 'drizzle-orm';

import { PAYMENT_ACCOUNT_CODE, PAYMENT_ACCOUNT_MESSAGES } from '@pocket/contracts/api/payment-account';
import { maskPhone } from '@pocket/contracts/validators';

import type { Tx } from '../../db/client';
import { AppError, tooMany } from '../../plugins/errors';
import type { NewPayment } from './engine';
import { isPayout, PAYOUT_KINDS, payerNumbers, payments } from './schema';

const HOUR = 3600 * 1000;

/**
 * PIN prompts a wallet receives, over every payment kind and every borrower (issue 34): enough for a borrower who
 * declines by mistake and tries again, too few to pester a stranger. Disbursements are not prompts.
 */
export const PROMPT_LIMITS = { perWalletPerHour: 5, perWalletPerDay: 10 } as const;

/** The borrower's own number as typed (0XXXXXXXXX), or null for an unknown user. */
export type OwnNumberOf = (tx: Tx, userId: number) => Promise<string | null>;

/** May this borrower send a PIN prompt to this wallet: their own number, or one they confirmed by SMS. */
export async function isOwnOrConfirmed(tx: Tx, ownNumberOf: OwnNumberOf, userId: number, msisdn: string): Promise<boolean> {
  if ((await ownNumberOf(tx, userId)) === msisdn) return true;
  const [row] = await tx
    .select({ id: payerNumbers.id })
    .from(payerNumbers)
    .where(and(eq(payerNumbers.userId, userId), eq(payerNumbers.msisdn, msisdn)));
  return !!row;
}

/** The refusal that asks the borrower to confirm the account (the popups open the code step on this code). */
export const confirmAccountFirst = (msisdn: string) =>
  new AppError(PAYMENT_ACCOUNT_CODE, PAYMENT_ACCOUNT_MESSAGES.confirmFirst(maskPhone(msisdn)), {
    field: 'mobile',
    mobile: msisdn,
    masked: maskPhone(msisdn),
  });

/**
 * Checked inside the transaction that inserts a collection, before it is saved: the wallet is the borrower's own or
 * confirmed, and it has had fewer than the allowed prompts. The wallet's advisory lock serialises concurrent
 * inserts for it (two requests cannot both pass the count), on PostgreSQL and PGlite alike.
 */
export async function assertMayPrompt(tx: Tx, ownNumberOf: OwnNumberOf, p: NewPayment, now: number): Promise<void> {
  if (isPayout(p.kind)) return;
  if (!(await isOwnOrConfirmed(tx, ownNumberOf, p.userId, p.msisdn))) throw confirmAccountFirst(p.msisdn);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`prompt:${p.msisdn}`}, 0))`);
  const since = async (ms: number) => {
    const [row] = await tx
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.msisdn, p.msisdn), notInArray(payments.kind, [...PAYOUT_KINDS]), gt(payments.createdAt, new Date(now - ms))));
    return Number(row?.n ?? 0);
  };
  if ((await since(HOUR)) >= PROMPT_LIMITS.perWalletPerHour || (await since(24 * HOUR)) >= PROMPT_LIMITS.perWalletPerDay) {
    throw tooMany(PAYMENT_ACCOUNT_MESSAGES.promptCap, { field: 'mobile' });
  }
}
