import { z } from 'zod';

import { kwacha } from '../money/codec';
import { envelope, idField, idParam, mobileSchema } from './common';
import { kwachaSchema, planView } from './lending';


/** A partner shop where the phone is picked up with the pickup code. */
export const stageShop = z.object({ shopId: z.number().int(), name: z.string(), city: z.string(), address: z.string() });

/** One stage bill of a phone's schedule, estimated as if the deposit were paid today. */
export const stageScheduleItem = z.object({ loanPeriod: z.number().int(), dueDate: z.string(), principal: kwacha, interest: kwacha, serviceFee: kwacha, total: kwacha });

/** A phone of the catalogue with what it costs in full before the deposit (the disclosure of docs/product.md#stage-orders). */
export const stagePhone = z.object({
  phoneId: z.number().int(),
  brand: z.string(),
  name: z.string(),
  image: z.string(),
  price: kwacha,
  /** Deposit share of the price, in percent. */
  depositRate: z.number(),
  deposit: kwacha,
  /** Price minus deposit: the credit the stage bills repay. */
  financed: kwacha,
  stages: z.number().int(),
  stageDays: z.number().int(),
  interest: kwacha,
  serviceFee: kwacha,
  totalCostOfCredit: kwacha,
  /** Deposit plus every stage bill. */
  totalCost: kwacha,
  /** Annual percentage rate, in percent. */
  apr: z.number(),
  shop: stageShop,
  schedule: z.array(stageScheduleItem),
});
export type StagePhone = z.output<typeof stagePhone>;

/** AWAITING_DEPOSIT until the deposit succeeds; CANCELLED when it failed; then the bills' REPAYING / OVERDUE / SETTLED. */
export const STAGE_ORDER_STATUS = ['AWAITING_DEPOSIT', 'CANCELLED', 'REPAYING', 'OVERDUE', 'SETTLED'] as const;
export type StageOrderStatus = (typeof STAGE_ORDER_STATUS)[number];

/** A stage bill is a loan bill (the payment in flight included: see payment-status). */
export const stagePlan = planView;
export type StagePlan = z.output<typeof stagePlan>;

export const stageOrder = z.object({
  orderId: z.number().int(),
  phoneId: z.number().int(),
  phoneName: z.string(),
  image: z.string(),
  status: z.enum(STAGE_ORDER_STATUS),
  statusText: z.string(),
  price: kwacha,
  deposit: kwacha,
  financed: kwacha,
  depositStatus: z.enum(['PENDING', 'SUCCESSFUL', 'FAILED']),
  /** Shown to the shop to collect the phone; null until the deposit is paid. */
  pickupCode: z.string().nullable(),
  shop: stageShop,
  orderDate: z.string(),
  totalAmount: kwacha,
  remainingAmount: kwacha,
  nextRepayDate: z.string().nullable(),
  plans: z.array(stagePlan),
});
export type StageOrder = z.output<typeof stageOrder>;

/** GET /api/v1/mobile-order/index: the catalogue; with a token also the caller's stage orders and available limit. */
export const stageIndexAnswer = envelope(
  z.object({ phones: z.array(stagePhone), orders: z.array(stageOrder).nullable(), availableLimit: kwacha.nullable() }),
);
export type StageIndex = z.output<typeof stageIndexAnswer>['data'];

/** GET /api/v1/mobile-order/info?orderId= */
export const stageInfoQuery = z.object({ orderId: idParam });
export const stageInfoAnswer = envelope(stageOrder);

/** POST /api/v1/mobile-order/pay: pays the deposit that opens an order (amount, when sent, must be the deposit shown). */
export const stagePayBody = z.object({ phoneId: idField, mobile: mobileSchema, amount: kwachaSchema.optional() });
export type StagePayBody = z.output<typeof stagePayBody>;

const paymentStarted = z.object({ orderId: z.number().int(), paymentId: z.number().int(), reference: z.string(), status: z.string(), payAmount: kwacha, mobile: z.string() });
export const stagePayAnswer = envelope(paymentStarted);

/** POST /api/v1/mobile-order/plan-list */
export const stagePlanListBody = z.object({ orderId: idField });
export const stagePlanListAnswer = envelope(z.object({ orderId: z.number().int(), status: z.enum(STAGE_ORDER_STATUS), plans: z.array(stagePlan) }));
export type StagePlanList = z.output<typeof stagePlanListAnswer>['data'];

/** POST /api/v1/mobile-order/repay: pays a stage bill with the loan bills' amount rules. */
export const stageRepayBody = z.object({ planId: idField, amount: kwachaSchema, mobile: mobileSchema });
export type StageRepayBody = z.output<typeof stageRepayBody>;
export const stageRepayAnswer = envelope(paymentStarted.extend({ planId: z.number().int() }));
