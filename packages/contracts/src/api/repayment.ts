import { z } from 'zod';

import { BIZ_TYPE } from '../constants';
import { kwacha, kwachaInputOrEmpty } from '../money/codec';
import { envelope, idField } from './common';
import { paymentInFlight } from './payment-status';

/** POST /api/order/api/getRepayDetailV2/{orderId} (docs/product.md#app-state-and-entities, repay detail). */
export const repayDetailAnswer = envelope(
  z.object({
    repayAccountId: z.number().int(),
    repayAccount: z.string(),
    curPayLoanPeriod: z.number().int().nullable(),
    minRepayAmount: kwacha,
    repayPlanList: z.array(z.object({ planId: z.number().int(), loanPeriod: z.number().int(), remainingAmount: kwacha })),
    couponVoList: z.array(
      z.object({ couponName: z.string(), userCouponId: z.number().int(), couponUsableStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]), validUntil: z.string() }),
    ),
    /** The current bill's payment waiting for the PIN: 'Repayment' waits until it is final. */
    paymentInFlight,
  }),
);

/** POST /api/order/payment/api/submitRepayApplyV2 (docs/product.md#app-state-and-entities, repayment submit payload). */
export const submitRepayBody = z.object({
  bizType: z.union([z.literal(BIZ_TYPE.repay), z.literal(BIZ_TYPE.extension)]),
  planId: idField,
  payAmount: kwachaInputOrEmpty.optional(),
  repayAccountId: idField.optional(),
  payCard: z.boolean().optional(),
});
export type SubmitRepayBody = z.output<typeof submitRepayBody>;

export const submitRepayAnswer = envelope(
  z.object({ paymentId: z.number().int(), reference: z.string(), status: z.string(), payAmount: kwacha, repayAccount: z.string() }),
);

/** POST /api/order/api/extensionDetail */
export const extensionDetailBody = z.object({ planId: idField });
export const extensionDetailAnswer = envelope(
  z.object({
    planId: z.number().int(),
    beforeRepayDate: z.string(),
    extensionRepayDate: z.string(),
    extensionFee: kwacha,
    repayAccount: z.string(),
    repayAccountId: z.number().int(),
    paymentInFlight,
  }),
);
