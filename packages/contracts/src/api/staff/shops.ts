import { z } from 'zod';

import { envelope, idField, intField, plainText } from '../common';
import { isoTime, staffReason } from './common';

// The shops desk (docs/shops.md): a shop's counter (role shop: one shop only), shop payouts (finance, maker-checker)
// and the phones-and-shops catalogue (admin; a price is changed by a second admin). Amounts in ngwee.

export const SHOP_MESSAGES = {
  noShop: 'Your account is not linked to a shop. Ask an admin to link it to your shop',
  noCode: 'No order at this shop has this pickup code. Check the code with the customer and try again',
  notReady: 'This order cannot be handed over: its deposit is not paid',
  handedOver: (at: string, by: string) => `This phone was already handed over on ${at} by ${by}`,
  nothingOwed: 'Nothing is owed to this shop outside a payout already waiting for approval',
  inOpenPayout: 'payload.orderIds: some of these handovers are already in a payout waiting for approval',
  notOwed: 'payload.orderIds: each must be a phone handed over at this shop and not yet paid out',
  wrongTotal: (total: string) => `payload.total: these handovers add up to ${total}`,
  alreadyPaid: 'Some of these handovers were paid out in another batch since this request was made. Reject it and request a new payout',
  noShopFound: 'This shop does not exist',
  noPhone: 'This phone does not exist',
  noStaff: 'staffId: this staff member does not exist or does not hold the shop role',
} as const;

/** A pickup code as typed at the counter: 4 to 16 letters and digits, any case, spaces ignored. */
export const pickupCodeField = z
  .string()
  .max(40, 'must be at most 40 characters')
  .transform((c) => c.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,16}$/, 'must be the 4 to 16 letters and digits of the pickup code'));
export const pickupCodeParams = z.object({ code: pickupCodeField });

export const deskShop = z.object({ id: z.number().int(), name: z.string(), city: z.string(), address: z.string(), active: z.boolean() });
export type DeskShop = z.infer<typeof deskShop>;

export const handoverOf = z.object({ at: isoTime, by: z.string() });

/** An order as the shop's counter sees it: the phone, the borrower's name masked, the deposit paid. */
export const shopOrder = z.object({
  orderId: z.number().int(),
  pickupCode: z.string(),
  phone: z.object({ brand: z.string(), name: z.string() }),
  /** Masked (`M**** B****`); the masked phone when the name is not known. */
  borrower: z.string(),
  price: z.number().int(),
  deposit: z.number().int(),
  depositPaidAt: isoTime.nullable(),
  /** ready: hand it over; handed-over: done (when and by whom below). */
  state: z.enum(['ready', 'handed-over']),
  handover: handoverOf.nullable(),
});
export type ShopOrder = z.infer<typeof shopOrder>;
export const shopOrderAnswer = envelope(shopOrder);

/** A phone handed over: what the shop is owed for it (the price), and the payout that paid it, if any. */
export const shopHandover = z.object({
  orderId: z.number().int(),
  phone: z.string(),
  price: z.number().int(),
  at: isoTime,
  by: z.string(),
  payoutId: z.number().int().nullable(),
});
export type ShopHandover = z.infer<typeof shopHandover>;

/** GET /api/staff/shop-desk: the caller's shop, what it is owed (handed over, not paid out) and the last handovers. */
export const shopDeskData = z.object({
  shop: deskShop,
  owed: z.object({ count: z.number().int(), total: z.number().int() }),
  handovers: z.array(shopHandover),
});
export type ShopDeskData = z.infer<typeof shopDeskData>;
export const shopDeskAnswer = envelope(shopDeskData);

/** Payload of kind `shop.payout`: the handovers a payout pays and their total (the desk computes both). */
export const shopPayoutPayload = z.object({
  shopId: idField,
  orderIds: z.array(idField).min(1, 'at least one handover').max(1000, 'at most 1000 handovers'),
  total: intField(z.number().int().min(1, 'must be above zero')),
});
export type ShopPayoutPayload = z.infer<typeof shopPayoutPayload>;

/** POST /api/staff/shop-payouts: finance asks for a payout of everything a shop is owed (a second finance member approves). */
export const requestShopPayoutBody = z.object({ shopId: idField, note: staffReason });
export type RequestShopPayoutBody = z.infer<typeof requestShopPayoutBody>;
export const requestShopPayoutAnswer = envelope(z.object({ approvalId: z.number().int(), status: z.literal('requested'), total: z.number().int(), count: z.number().int() }));

export const shopPayoutBatch = z.object({
  approvalId: z.number().int(),
  shopId: z.number().int(),
  total: z.number().int(),
  count: z.number().int(),
  /** requested (waiting for a second finance member), paid, rejected or expired. */
  status: z.enum(['requested', 'paid', 'rejected', 'expired']),
  requestedBy: z.string(),
  requestedAt: isoTime,
  paidAt: isoTime.nullable(),
  approvedBy: z.string().nullable(),
});
export type ShopPayoutBatch = z.infer<typeof shopPayoutBatch>;

/** GET /api/staff/shop-payouts: per shop what is owed (not in a waiting request) and the ledger's payable; the batches. */
export const shopPayoutsData = z.object({
  shops: z.array(z.object({ shop: deskShop, owed: z.number().int(), count: z.number().int(), waiting: z.number().int(), ledgerPayable: z.number().int() })),
  batches: z.array(shopPayoutBatch),
});
export type ShopPayoutsData = z.infer<typeof shopPayoutsData>;
export const shopPayoutsAnswer = envelope(shopPayoutsData);

const AT_LEAST_2 = 'must be at least 2 characters';
// The length first (it is what the schema publishes), then plain text, then the length once trimmed.
const name = (max: number) => z.string().min(2, AT_LEAST_2).pipe(plainText(max)).pipe(z.string().trim().min(2, AT_LEAST_2));

/** A shop's fields (admin; audited). */
export const shopInput = z.object({ name: name(80), city: name(60), address: name(200), active: z.boolean() }).strict();
export type ShopInput = z.infer<typeof shopInput>;

export const deskShopWithStaff = deskShop.extend({ staff: z.array(z.object({ id: z.number().int(), email: z.string() })) });
export const deskShopsAnswer = envelope(z.array(deskShopWithStaff));
export type DeskShopWithStaff = z.infer<typeof deskShopWithStaff>;
export const deskShopWithStaffAnswer = envelope(deskShopWithStaff);
export const deskShopAnswer = envelope(deskShop);

/** POST /api/staff/shops/:id/staff: links a staff member with the shop role to this shop (one shop each; audited). */
export const linkShopStaffBody = z.object({ staffId: idField });

/** A phone's fields other than money (admin; audited). A self-hosted image path. */
const phoneShape = {
  brand: name(40),
  name: name(80),
  image: z.string().max(200).regex(/^\/[a-z0-9/._-]+$/, 'must be a path on this site such as /phones/itel-a18.svg'),
  shopId: idField,
};
/** Strict: a price sent here is refused (400), never silently dropped; it changes only through `phone.price`. */
export const phoneInput = z.object({ ...phoneShape, active: z.boolean() }).strict();
export type PhoneInput = z.infer<typeof phoneInput>;

const ngwee = () => intField(z.number().int().min(100, 'must be at least K1').max(100_000_000, 'must be at most K1,000,000'));

/** A phone's money: price (ngwee), deposit share (basis points, 1 to 9,999), stages (1 to 12) of 7 to 31 days. */
export const phoneMoney = z.object({
  price: ngwee(),
  depositBp: intField(z.number().int().min(1, 'must be 1 to 9999 (0.01% to 99.99%)').max(9_999, 'must be 1 to 9999 (0.01% to 99.99%)')),
  stages: intField(z.number().int().min(1, 'must be 1 to 12').max(12, 'must be 1 to 12')),
  stageDays: intField(z.number().int().min(7, 'must be 7 to 31').max(31, 'must be 7 to 31')),
});

/** Payload of kind `phone.price`: new money terms of a phone, for orders made after the approval (admin asks, another checks). */
export const phonePricePayload = z.object({ ...phoneMoney.shape, phoneId: idField }).strict();
export type PhonePricePayload = z.infer<typeof phonePricePayload>;

/** Payload of kind `phone.add`: a new phone with its price (admin asks, another admin approves; it is added inactive). */
export const phoneAddPayload = z.object({ ...phoneShape, ...phoneMoney.shape }).strict();
export type PhoneAddPayload = z.infer<typeof phoneAddPayload>;

export const deskPhone = z.object({
  id: z.number().int(),
  brand: z.string(),
  name: z.string(),
  image: z.string(),
  shopId: z.number().int(),
  active: z.boolean(),
  price: z.number().int(),
  depositBp: z.number().int(),
  stages: z.number().int(),
  stageDays: z.number().int(),
});
export type DeskPhone = z.infer<typeof deskPhone>;
export const deskPhonesAnswer = envelope(z.array(deskPhone));
export const deskPhoneAnswer = envelope(deskPhone);
