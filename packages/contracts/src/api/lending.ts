import { z } from 'zod';

import { kwacha, kwachaInput, signedKwacha } from '../money/codec';
import { envelope, idField, intField } from './common';
import { paymentInFlight } from './payment-status';

/** A request's amount: Kwacha on the wire (a JSON number or numeric string, at most 2 decimals), Ngwee inside. */
export const kwachaSchema = kwachaInput;

const date = z.string();

/** GET /api/v4/product/list (not in the spec): the home page's products and the caller's limit. */
export const productListAnswer = envelope(
  z.object({
    creditLimit: kwacha.nullable(),
    availableLimit: kwacha.nullable(),
    products: z.array(
      z.object({
        productId: z.number().int(),
        code: z.string(),
        name: z.string(),
        minAmount: kwacha,
        maxAmount: kwacha,
        step: kwacha,
        stages: z.number().int(),
        terms: z.array(z.object({ days: z.number().int(), interestRate: z.number() })),
        serviceFeeRate: z.number(),
        serviceFeeMin: kwacha,
        penaltyDailyRate: z.number(),
        penaltyCapRate: z.number(),
        extensionFeeRate: z.number(),
        maxExtensions: z.number().int(),
      }),
    ),
  }),
);

export const loanAskBody = z.object({
  productId: idField.default(1),
  amount: kwachaSchema,
  term: intField(z.number().int().positive()),
});
export type LoanAskBody = z.output<typeof loanAskBody>;

const billPlan = z.object({ loanPeriod: z.number().int(), repayDate: date, principal: kwacha, interest: kwacha, serviceFee: kwacha, totalAmount: kwacha });

/** POST /api/v4/product/productTrial: the estimated bill with APR and total cost of credit. */
export const productTrialAnswer = envelope(
  z.object({
    productId: z.number().int(),
    productName: z.string(),
    loanAmount: kwacha,
    term: z.number().int(),
    interest: kwacha,
    serviceFee: kwacha,
    totalRepayAmount: kwacha,
    receivedAmount: kwacha,
    totalCostOfCredit: kwacha,
    /** percent per year, 2 decimals */
    apr: z.number(),
    repayDate: date,
    plans: z.array(billPlan),
    /** VIP members: what the 20% service-fee discount took off (already deducted from serviceFee); 0 otherwise. */
    vipFeeDiscount: kwacha.optional(),
  }),
);

/** POST /api/zmb/index/api/appManualGetLoan */
export const applyAnswer = envelope(z.object({ orderId: z.number().int(), status: z.string(), statusText: z.string() }));

/**
 * How a bill adds up, every line in Kwacha: totalAmount − couponDiscount − waivers + extensionFees − paidAmount =
 * remainingAmount. couponDiscount counts a coupon used at payoff and one applied to the open bill; extensionFees the
 * extension fees paid (and granted); paidAmount everything paid towards the bill, fees included, of which
 * creditApplied came from the borrower's credit.
 */
export const billLines = z.object({
  totalAmount: kwacha,
  couponDiscount: kwacha,
  waivers: kwacha,
  extensionFees: kwacha,
  paidAmount: kwacha,
  creditApplied: kwacha,
  remainingAmount: kwacha,
});
export type BillLines = z.output<typeof billLines>;

/** The same lines in integer ngwee, as the server computes them and the app shows them. */
export interface BillFigures {
  total: number;
  couponDiscount: number;
  waivers: number;
  extensionFees: number;
  paid: number;
  creditApplied: number;
  remaining: number;
}

export const planView = z.object({
  planId: z.number().int(),
  loanPeriod: z.number().int(),
  repayDate: date,
  status: z.string(),
  statusText: z.string(),
  principal: kwacha,
  interest: kwacha,
  serviceFee: kwacha,
  penalty: kwacha,
  totalAmount: kwacha,
  paidAmount: kwacha,
  waivedAmount: kwacha,
  remainingAmount: kwacha,
  outstandingBeforeCoupon: kwacha,
  overdueDays: z.number().int(),
  extensions: z.number().int(),
  canRepay: z.boolean(),
  canExtend: z.boolean(),
  extensionRefusal: z.string().nullable(),
  lines: billLines,
  paymentInFlight,
});

export const orderView = z.object({
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  status: z.string(),
  statusText: z.string(),
  loanAmount: kwacha,
  termDays: z.number().int(),
  stages: z.number().int(),
  repayAccount: z.string(),
  applyDate: date,
  loanDate: date.nullable(),
  settledDate: date.nullable(),
  totalAmount: kwacha,
  remainingAmount: kwacha,
  nextRepayDate: date.nullable(),
  canRepay: z.boolean(),
  canExtend: z.boolean(),
  /** Applied while a VIP member: the order was reviewed with priority (VIP benefit). */
  priorityReview: z.boolean().optional(),
  lines: billLines,
  paymentInFlight,
  plans: z.array(planView),
});

/** GET /api/my/getMyLoanInfo */
export const myLoanInfoAnswer = envelope(z.object({ creditLimit: kwacha, availableLimit: kwacha, userCredit: signedKwacha, orders: z.array(orderView) }));

/** POST /api/order/api/queryLoanDetail/{id} and /api/v3/order/queryLoanDetail/{id} */
export const loanDetailAnswer = envelope(orderView);
