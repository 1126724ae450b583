import { z } from 'zod';

import { kwacha } from '../money/codec';
import { envelope } from './common';

/** What a payment is for, as the bill shows it. */
export const paymentKind = z.enum(['REPAY', 'EXTENSION']);
export const paymentStatus = z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/**
 * The bill's payment waiting for the borrower's PIN (one per bill at a time), or null. `wallet` is masked
 * (docs/product.md#validation-rules: asterisks in place of characters 4 to 7); `amount` in Kwacha; `createdAt` ISO 8601.
 */
export const paymentInFlight = z
  .object({ reference: z.string(), kind: paymentKind, amount: kwacha, wallet: z.string(), createdAt: z.string() })
  .nullable();
export type PaymentInFlight = z.output<typeof paymentInFlight>;

/**
 * GET /api/order/payment/api/status/{reference} (signed) and GET /api/h5/quickRepay/payment/{reference} (quick-repay
 * token): where a submitted payment stands. `reason` says why a FAILED payment failed.
 */
export const paymentStatusAnswer = envelope(
  z.object({ reference: z.string(), kind: paymentKind, status: paymentStatus, reason: z.string().nullable(), amount: kwacha }),
);
export type PaymentStatusView = z.output<typeof paymentStatusAnswer>['data'];

export const paymentReferenceParam = z.string().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, 'must be a payment reference');
