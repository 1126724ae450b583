import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type { paymentInFlight, paymentStatusAnswer } from '@pocket/contracts/api/payment-status';
import { ngwee } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';

import type { Tx } from '../../db/client';
import { txStatement } from '../../db/statement';
import { type PaymentRow, payments } from './schema';

const BILL_KINDS = ['REPAY', 'EXTENSION'] as const;

/** The payment in flight and a payment's status as the handler hands them over (ngwee; Kwacha on the wire). */
type PaymentInFlight = z.output<typeof paymentInFlight>;
type PaymentStatusView = z.output<typeof paymentStatusAnswer>['data'];

/** A payment as the bill shows it while it waits for the PIN (the wallet masked). */
export function inFlightView(p: PaymentRow): NonNullable<PaymentInFlight> {
  return {
    reference: p.reference,
    kind: p.kind === 'EXTENSION' ? 'EXTENSION' : 'REPAY',
    amount: ngwee(p.amount),
    wallet: maskPhone(p.msisdn),
    createdAt: p.createdAt.toISOString(),
  };
}

/** The bill payments (repay, extension) still PENDING for these plans, newest first. */
export async function pendingBillPayments(tx: Tx, planIds: number[]): Promise<PaymentRow[]> {
  if (planIds.length === 0) return [];
  return tx
    .select()
    .from(payments)
    .where(and(inArray(payments.planId, planIds), eq(payments.status, 'PENDING'), inArray(payments.kind, [...BILL_KINDS])))
    .orderBy(desc(payments.id));
}

/** One plan's payment in flight, or null. */
export async function planPaymentInFlight(tx: Tx, planId: number): Promise<PaymentInFlight> {
  const [p] = await pendingBillPayments(tx, [planId]);
  return p ? inFlightView(p) : null;
}

// The borrower's follow-up read (polled every few seconds while a payment waits: a third of a payday's calls), its
// SQL built once (txStatement; issue 49).
const billPaymentRead = txStatement(
  'bill_payment_of_user',
  (db) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, sql.placeholder('reference')), eq(payments.userId, sql.placeholder('userId')), inArray(payments.kind, [...BILL_KINDS]))),
  getTableColumns(payments),
);

/**
 * A bill payment of this user by reference; another user's reference (or a non-bill payment) reads as absent, so
 * the answer cannot tell whether someone else's payment exists.
 */
export async function billPaymentOf(tx: Tx, userId: number, reference: string): Promise<PaymentStatusView | null> {
  const [p] = await billPaymentRead(tx, { reference, userId });
  if (!p) return null;
  return {
    reference: p.reference,
    kind: p.kind === 'EXTENSION' ? 'EXTENSION' : 'REPAY',
    status: p.status,
    reason: p.status === 'FAILED' ? (p.reason ?? 'The payment was not completed') : null,
    amount: ngwee(p.amount),
  };
}
