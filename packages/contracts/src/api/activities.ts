import { z } from 'zod';

import { envelope } from './common';

// Activities (issue 14): prize wheel, coupon packs, referral, marketing banners and holiday notices.

export const ACTIVITY_MESSAGES = {
  noSpins: 'You have no spins left today. Come back tomorrow, or pay a bill on time to earn one more spin',
  keyRequired: 'Idempotency-Key is required to spin',
  codeRequired: 'code: Please enter a coupon code',
  unknownCode: 'This coupon code does not exist. Please check the link and try again',
  notStarted: 'This coupon pack is not available yet. Please come back later',
  expired: 'This coupon pack has expired',
  alreadyClaimed: 'You have already claimed this coupon pack. Find your coupons under Coupon',
  exhausted: 'All packs of this code have been claimed',
} as const;

/** One slot of the wheel, in wheel order (the page draws them clockwise from the top). */
export const wheelPrize = z.object({
  id: z.number().int(),
  label: z.string(),
  /** null: 'Thanks for playing' (nothing). */
  couponName: z.string().nullable(),
  color: z.string(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;

export const pastPrize = z.object({
  spinId: z.number().int(),
  prizeId: z.number().int(),
  label: z.string(),
  won: z.boolean(),
  couponName: z.string().nullable(),
  /** ISO instant */
  at: z.string(),
});
export type PastPrize = z.infer<typeof pastPrize>;

/** GET /api/v1/activity/turntable (anonymous: spinsLeft 0 and no history). */
export const turntableData = z.object({
  prizes: z.array(wheelPrize),
  loggedIn: z.boolean(),
  spinsLeft: z.number().int().nonnegative(),
  history: z.array(pastPrize),
});
export type TurntableData = z.infer<typeof turntableData>;
export const turntableAnswer = envelope(turntableData);

/** POST /api/v1/activity/turntable/spin (Idempotency-Key required): the prize the server chose. */
export const spinData = z.object({
  spinId: z.number().int(),
  prizeId: z.number().int(),
  /** Index of the prize in `prizes` (the slot the wheel stops on). */
  prizeIndex: z.number().int().nonnegative(),
  label: z.string(),
  won: z.boolean(),
  couponName: z.string().nullable(),
  spinsLeft: z.number().int().nonnegative(),
});
export type SpinData = z.infer<typeof spinData>;
export const spinAnswer = envelope(spinData);

export const couponPack = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The coupons a claim grants, e.g. ['K20 off your bill', '50% off interest']. */
  coupons: z.array(z.string()),
  /** YYYY-MM-DD, Africa/Lusaka */
  validFrom: z.string(),
  validUntil: z.string(),
  claimed: z.boolean(),
  exhausted: z.boolean(),
});
export type CouponPack = z.infer<typeof couponPack>;

/** GET /api/v1/activity/coupon-packs: the packs on offer (claimed: by this user, when logged in). */
export const couponPacksAnswer = envelope(z.array(couponPack));

/** POST /api/v1/activity/coupon-packs/claim: claim a pack by its code (from /gc?code= or couponBenefit). */
export const claimPackBody = z.object({
  code: z
    .string({ message: ACTIVITY_MESSAGES.codeRequired })
    .trim()
    .min(1, ACTIVITY_MESSAGES.codeRequired)
    .max(40, 'code: A coupon code has at most 40 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'code: A coupon code has letters and digits only'),
});
export type ClaimPackBody = z.infer<typeof claimPackBody>;
export const claimPackAnswer = envelope(z.object({ packId: z.number().int(), name: z.string(), coupons: z.array(z.string()) }));

/** GET /api/v1/activity/invite: the user's invite code and what it earned. */
export const inviteData = z.object({ inviteCode: z.string(), invited: z.number().int(), rewarded: z.number().int(), rewardCoupon: z.string() });
export type InviteData = z.infer<typeof inviteData>;
export const inviteAnswer = envelope(inviteData);

/** An invite code as carried by `?invite=` and the login body. */
export const inviteCodeSchema = z.string().regex(/^[A-Z0-9]{6,12}$/, 'inviteCode: An invite code has 6 to 12 capital letters and digits');

/** Marketing banner (docs/product.md#app-state-and-entities, marketList). */
export const marketBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** An app path (e.g. /activity/turntable). */
  link: z.string(),
});
export type MarketBanner = z.infer<typeof marketBanner>;
export const marketListAnswer = envelope(z.array(marketBanner));

/** Holiday notice (docs/product.md#app-state-and-entities, holidaysList): current ones only. */
export const holidayNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type HolidayNotice = z.infer<typeof holidayNotice>;
export const holidaysListAnswer = envelope(z.array(holidayNotice));

/**
 * GET /api/v1/activity/store-page (not in the spec): the figures of the /details store page, exactly as marketing
 * entered them from the real store listing; each null (or false) is not shown. Never a made-up figure.
 */
export const storePageData = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  downloads: z.string().nullable(),
  contentRating: z.string().nullable(),
  containsAds: z.boolean(),
  inAppPurchases: z.boolean(),
});
export type StorePageData = z.infer<typeof storePageData>;
export const storePageAnswer = envelope(storePageData);
