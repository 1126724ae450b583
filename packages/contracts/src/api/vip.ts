import { z } from 'zod';

import { kwacha } from '../money/codec';
import { envelope, idField } from './common';
import { kwachaSchema } from './lending';


/** The benefits of every card (docs/product.md#vip-membership), in the words the Member tab shows. */
export const VIP_BENEFITS = [
  'Credit limit +50% (up to K15,000)',
  '20% off the service fee',
  'Two K20-off coupons every month',
  'Priority review',
] as const;

/** Refusals of POST /api/vip/payment, shared by the server and the popup. */
export const VIP_MESSAGES = {
  noCard: 'This VIP card does not exist',
  wrongName: 'The member product name does not match this card',
  wrongAmount: (price: string) => `The payment amount of this card is ${price}`,
  inFlight: 'A VIP payment is already in progress. Please approve the PIN prompt on your phone or wait about one minute',
  waiting: 'Waiting for payment',
} as const;

export const vipCard = z.object({
  vipCardId: z.number().int(),
  name: z.string(),
  /** Kwacha */
  price: kwacha,
  /** Days of membership the card buys. */
  days: z.number().int(),
  benefits: z.array(z.string()),
});
export type VipCard = z.output<typeof vipCard>;

export const vipPaymentView = z.object({
  paymentId: z.number().int(),
  vipCardId: z.number().int(),
  name: z.string(),
  payAmount: kwacha,
  mobile: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  reason: z.string().nullable(),
  /** ms since the epoch */
  createdAt: z.number().int(),
});
export type VipPaymentView = z.output<typeof vipPaymentView>;

export const vipMembership = z.object({
  active: z.boolean(),
  /** YYYY-MM-DD (Lusaka), the last day of membership; null when never a member. */
  activeUntil: z.string().nullable(),
  /** ms since the epoch; the exact end. */
  activeUntilMs: z.number().int().nullable(),
  /** Was a member once and is no longer. */
  expired: z.boolean(),
  /** The benefits in force now (empty when not active). */
  benefits: z.array(z.string()),
});
export type VipMembership = z.infer<typeof vipMembership>;

/** GET /api/vip/getVipCardInfo: the cards; with a token also the membership, a payment in flight and the last one. */
export const vipCardInfoData = z.object({
  cards: z.array(vipCard),
  membership: vipMembership.nullable(),
  pendingPayment: vipPaymentView.nullable(),
  lastPayment: vipPaymentView.nullable(),
});
export type VipCardInfo = z.output<typeof vipCardInfoData>;
export const vipCardInfoAnswer = envelope(vipCardInfoData);

/** POST /api/vip/payment (docs/product.md#app-state-and-entities, VIP payment payload; vipCardId from the state). */
export const vipPaymentBody = z.object({
  name: z.string().max(100),
  payAmount: kwachaSchema,
  mobile: z.string().max(20),
  vipCardId: idField,
});
export type VipPaymentBody = z.output<typeof vipPaymentBody>;
export const vipPaymentAnswer = envelope(vipPaymentView);
