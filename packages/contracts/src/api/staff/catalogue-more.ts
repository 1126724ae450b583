import { z } from 'zod';

import { envelope, idField, intField, plainText } from '../common';
import { businessDateField } from './catalogue';
import { isoTime } from './common';

// More of the catalogue desk (docs/backoffice.md): VIP cards (admin; a price is a `vip.price` request), coupon packs
// (marketing; a pack that grants coupons is a `coupon.pack` request), the prize wheel (marketing; prizes and the daily
// budget are `wheel.prize` and `wheel.budget` requests), channels and their download links (marketing).

export const CATALOGUE_MORE_MESSAGES = {
  noCard: 'This VIP card does not exist',
  pastDate: 'payload.effectiveFrom: a price applies to new purchases from today or a later date, never from a past date',
  noPack: 'This coupon pack does not exist',
  packCodeTaken: 'payload.code: another coupon pack already has this code',
  noCoupon: 'payload.items: one of the coupons does not exist',
  belowClaims: 'payload.maxClaims: the pack was already claimed more often than this',
  datesReversed: 'must not be before validFrom',
  noPrize: 'This wheel prize does not exist',
  prizeNeedsCoupon: 'payload.cost: a prize that gives nothing costs nothing; a prize with a cost gives a coupon',
  needsFreeSlot: 'payload: the wheel needs at least one prize that gives nothing, switched on with a weight above 0',
  noChannel: 'This channel does not exist',
  channelTaken: 'Another channel already has this code',
  defaultStaysOn: 'The default channel cannot be switched off: unknown codes fall back to it',
} as const;

const ngwee = (max: number, maxText: string) => intField(z.number().int().min(0, 'cannot be negative').max(max, `must be at most ${maxText}`));
const name = (max: number) => plainText(max).pipe(z.string().trim().min(1, 'must not be empty'));
const link = z
  .string()
  .max(300, 'must be at most 300 characters')
  .regex(/^(\/[A-Za-z0-9/_.?=&-]*|https:\/\/[^\s]+)$/, 'must be a path on this site (/...) or an https:// address');

/* ---------------------------------------------------------------- VIP cards (admin) */

/** What an admin changes directly on a card (audited): its name, the benefits' words, whether the app offers it. */
export const vipCardInput = z.object({
  name: name(40),
  benefits: z.array(name(120)).min(1, 'at least one benefit').max(8, 'at most 8 benefits'),
  active: z.boolean(),
});
export type VipCardInput = z.infer<typeof vipCardInput>;

/** Payload of kind `vip.price`: a card's price (ngwee) and days for purchases from `effectiveFrom` (00:00 Lusaka). */
export const vipPricePayload = z.object({
  cardId: idField,
  effectiveFrom: businessDateField,
  price: ngwee(10_000_000, 'K100,000').pipe(z.number().min(100, 'must be at least K1')),
  days: intField(z.number().int().min(1, 'must be 1 to 366 days').max(366, 'must be 1 to 366 days')),
});
export type VipPricePayload = z.infer<typeof vipPricePayload>;

export const vipPriceVersion = z.object({
  /** null: the card's first price. */
  id: z.number().int().nullable(),
  price: z.number().int(),
  days: z.number().int(),
  effectiveFrom: isoTime.nullable(),
  state: z.enum(['current', 'scheduled', 'past']),
});
export const staffVipCard = z.object({
  id: z.number().int(),
  name: z.string(),
  benefits: z.array(z.string()),
  active: z.boolean(),
  /** The current version's price (ngwee) and days. */
  price: z.number().int(),
  days: z.number().int(),
  /** Newest first. */
  versions: z.array(vipPriceVersion),
});
export type StaffVipCard = z.infer<typeof staffVipCard>;
export const staffVipCardAnswer = envelope(staffVipCard);
export const staffVipCardsAnswer = envelope(z.array(staffVipCard));

/* ---------------------------------------------------------------- coupon packs (marketing) */

/** A coupon a pack or the wheel may give, with its value, as the desk lists it. */
export const staffCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['AMOUNT_OFF', 'INTEREST_DISCOUNT']),
  amountOff: z.number().int(),
  discountBp: z.number().int(),
  minBill: z.number().int(),
  validDays: z.number().int(),
});
export type StaffCoupon = z.infer<typeof staffCoupon>;
export const staffCouponsAnswer = envelope(z.array(staffCoupon));

/**
 * Payload of kind `coupon.pack`: a new pack (`packId` null) or a pack's new terms: which coupons and how many, the
 * Lusaka dates it can be claimed, how many people may claim it (null: no limit), and who sees it (listed: everyone on
 * the packs page; otherwise only those given the code).
 */
export const couponPackPayload = z
  .object({
    packId: idField.nullable(),
    code: z.string().regex(/^[A-Z0-9]{3,20}$/, 'must be 3 to 20 capital letters or digits'),
    name: name(60),
    description: name(200),
    items: z
      .array(z.object({ couponId: idField, count: intField(z.number().int().min(1, 'must be 1 to 10').max(10, 'must be 1 to 10')) }))
      .min(1, 'at least one coupon')
      .max(5, 'at most 5 kinds of coupon'),
    validFrom: businessDateField,
    validUntil: businessDateField,
    maxClaims: intField(z.number().int().min(1, 'must be at least 1').max(10_000_000, 'is too large')).nullable(),
    listed: z.boolean(),
  })
  .refine((p) => p.validUntil >= p.validFrom, { path: ['validUntil'], message: CATALOGUE_MORE_MESSAGES.datesReversed })
  .refine((p) => new Set(p.items.map((i) => i.couponId)).size === p.items.length, { path: ['items'], message: 'each coupon may appear once' });
export type CouponPackPayload = z.infer<typeof couponPackPayload>;

/** What marketing changes directly on a pack (audited): its words. */
export const couponPackText = z.object({ name: name(60), description: name(200) });
export type CouponPackText = z.infer<typeof couponPackText>;

export const staffCouponPack = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  items: z.array(z.object({ couponId: z.number().int(), count: z.number().int(), couponName: z.string() })),
  /** Lusaka dates. */
  validFrom: z.string(),
  validUntil: z.string(),
  maxClaims: z.number().int().nullable(),
  claims: z.number().int(),
  listed: z.boolean(),
  /** Claimable right now. */
  live: z.boolean(),
});
export type StaffCouponPack = z.infer<typeof staffCouponPack>;
export const staffCouponPackAnswer = envelope(staffCouponPack);
export const staffCouponPacksAnswer = envelope(z.array(staffCouponPack));

/* ---------------------------------------------------------------- the prize wheel (marketing) */

/** Payload of kind `wheel.prize`: what a slot gives, its weight, what a win costs against the day's budget, on or off. */
export const wheelPrizePayload = z.object({
  prizeId: idField,
  couponId: idField.nullable(),
  weight: intField(z.number().int().min(0, 'must be 0 to 1000').max(1_000, 'must be 0 to 1000')),
  cost: ngwee(10_000_000, 'K100,000'),
  enabled: z.boolean(),
});
export type WheelPrizePayload = z.infer<typeof wheelPrizePayload>;

/** Payload of kind `wheel.budget`: what the wheel may give away in one Lusaka day (ngwee), from today. */
export const wheelBudgetPayload = z.object({ dailyBudget: ngwee(100_000_000, 'K1,000,000') });
export type WheelBudgetPayload = z.infer<typeof wheelBudgetPayload>;

/** What marketing changes directly on a slot (audited): its words and colour. */
export const wheelPrizeLook = z.object({
  label: name(30),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour such as #FFE3C2'),
});
export type WheelPrizeLook = z.infer<typeof wheelPrizeLook>;

export const staffWheelPrize = z.object({
  id: z.number().int(),
  position: z.number().int(),
  label: z.string(),
  color: z.string(),
  couponId: z.number().int().nullable(),
  couponName: z.string().nullable(),
  weight: z.number().int(),
  cost: z.number().int(),
  enabled: z.boolean(),
});
export type StaffWheelPrize = z.infer<typeof staffWheelPrize>;
export const staffWheelPrizeAnswer = envelope(staffWheelPrize);
export const staffWheel = z.object({
  /** The budget each new Lusaka day starts with (ngwee). */
  dailyBudget: z.number().int(),
  today: z.object({ day: z.string(), budget: z.number().int(), spent: z.number().int() }),
  prizes: z.array(staffWheelPrize),
});
export type StaffWheel = z.infer<typeof staffWheel>;
export const staffWheelAnswer = envelope(staffWheel);

/* ---------------------------------------------------------------- channels and download links (marketing) */

export const channelCodeField = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'must be 1 to 30 letters, digits, - or _');

/** A channel's settings as marketing edits them (the code is set when it is added and never changes). */
export const channelInput = z.object({
  name: name(60),
  appDownloadUrl: link,
  altDownloadUrl: link,
  packageName: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'must be a package name such as zm.co.pocket.app'),
  googleLoginEnabled: z.boolean(),
  enabled: z.boolean(),
});
export type ChannelInput = z.infer<typeof channelInput>;
export const newChannelInput = channelInput.extend({ code: channelCodeField });
export type NewChannelInput = z.infer<typeof newChannelInput>;

export const staffChannel = channelInput.extend({ code: z.string(), updatedAt: isoTime });
export type StaffChannel = z.infer<typeof staffChannel>;
export const staffChannelAnswer = envelope(staffChannel);
export const staffChannelsAnswer = envelope(z.array(staffChannel));
