import type { Db } from '../../db/client';
import { seedCoupons } from '../coupon/plugin';
import { couponPacks, holidayNotices, marketingBanners, wheelPrizes } from './schema';

const K = 100;
const lusaka = (date: string) => new Date(`${date}T00:00:00+02:00`);
const endOf = (date: string) => new Date(`${date}T23:59:59.999+02:00`);

/** Coupons the activities give away (ids 201+ stay clear of lending's seeded ones). */
export const ACTIVITY_COUPONS = [
  { id: 201, code: 'WHEEL5', name: 'K5 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 5 * K, discountBp: 0, minBill: 100 * K, validDays: 14 },
  { id: 202, code: 'WHEEL10', name: 'K10 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 10 * K, discountBp: 0, minBill: 200 * K, validDays: 14 },
  { id: 203, code: 'WHEEL25', name: 'K25 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 25 * K, discountBp: 0, minBill: 300 * K, validDays: 14 },
  { id: 204, code: 'WHEELINT20', name: '20% off interest', kind: 'INTEREST_DISCOUNT' as const, amountOff: 0, discountBp: 2_000, minBill: 200 * K, validDays: 14 },
  { id: 205, code: 'WHEEL50', name: 'K50 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 50 * K, discountBp: 0, minBill: 500 * K, validDays: 14 },
  { id: 206, code: 'REFER30', name: 'K30 off for inviting a friend', kind: 'AMOUNT_OFF' as const, amountOff: 30 * K, discountBp: 0, minBill: 200 * K, validDays: 30 },
  { id: 207, code: 'PACK15', name: 'K15 off your bill', kind: 'AMOUNT_OFF' as const, amountOff: 15 * K, discountBp: 0, minBill: 200 * K, validDays: 30 },
  { id: 208, code: 'FESTIVE20', name: 'Festive K20 off', kind: 'AMOUNT_OFF' as const, amountOff: 20 * K, discountBp: 0, minBill: 300 * K, validDays: 30 },
];

export const REFERRAL_COUPON_ID = 206;
/** What the wheel may give away in one Lusaka day unless that day's wheel_days row says otherwise (ngwee). */
export const DEFAULT_DAILY_BUDGET = 1_000 * K;

export const DEFAULT_PRIZES = [
  { id: 1, position: 1, label: 'K5 off', couponId: 201, weight: 30, cost: 5 * K, color: '#FFE3C2' },
  { id: 2, position: 2, label: 'Thanks for playing', couponId: null, weight: 35, cost: 0, color: '#FFF7EC' },
  { id: 3, position: 3, label: 'K10 off', couponId: 202, weight: 18, cost: 10 * K, color: '#FFE3C2' },
  { id: 4, position: 4, label: '20% off interest', couponId: 204, weight: 10, cost: 20 * K, color: '#FFF7EC' },
  { id: 5, position: 5, label: 'K25 off', couponId: 203, weight: 5, cost: 25 * K, color: '#FFE3C2' },
  { id: 6, position: 6, label: 'K50 off', couponId: 205, weight: 2, cost: 50 * K, color: '#FFF7EC' },
];

export const WELCOME_PACK_CODE = 'WELCOME2026';

const PACKS = [
  {
    id: 1, code: WELCOME_PACK_CODE, name: 'Welcome 2026 pack', description: 'K15 off your next bill and 50% off its interest',
    items: [{ couponId: 207, count: 1 }, { couponId: 2, count: 1 }], validFrom: lusaka('2026-01-01'), validUntil: endOf('2027-12-31'), maxClaims: null, listed: true,
  },
  {
    id: 2, code: 'FESTIVE26', name: 'Festive season pack', description: 'Two K20 coupons for your December and January bills',
    items: [{ couponId: 208, count: 2 }], validFrom: lusaka('2026-11-15'), validUntil: endOf('2027-01-10'), maxClaims: 5_000, listed: true,
  },
  {
    id: 3, code: 'PAYDAY', name: 'Payday pack', description: 'K10 off a bill you repay at month end',
    items: [{ couponId: 202, count: 1 }], validFrom: lusaka('2026-11-01'), validUntil: endOf('2027-06-30'), maxClaims: 1_000, listed: true,
  },
  {
    id: 4, code: 'WINTER25', name: 'Cold season pack', description: 'K10 off a bill repaid in July',
    items: [{ couponId: 202, count: 1 }], validFrom: lusaka('2025-06-01'), validUntil: endOf('2025-07-31'), maxClaims: 1_000, listed: false,
  },
];

const media = (name: string) => `/api/v1/activity/media/${name}.svg`;

const BANNERS = [
  { id: 1, position: 1, title: 'Spin the wheel every day', imageUrl: media('banner-wheel'), link: '/activity/turntable' },
  { id: 2, position: 2, title: 'Invite a friend, get K30 off', imageUrl: media('banner-invite'), link: '/activity/poster' },
  { id: 3, position: 3, title: 'Claim your coupon packs', imageUrl: media('banner-packs'), link: '/activity/couponBenefit' },
  { id: 4, position: 4, title: 'Get the Pocket app', imageUrl: media('banner-app'), link: '/details' },
];

const NOTICES = [
  {
    id: 1, title: 'Festive season service hours', imageUrl: media('notice-festive'), startsOn: '2026-11-20', endsOn: '2027-01-05',
    body: 'From 24 December to 2 January our support team answers from 08:00 to 17:00. Mobile money repayments keep working around the clock, and a payment still pending after 30 minutes is checked automatically, so you never need to pay twice.',
  },
  {
    id: 2, title: 'Christmas Day and Boxing Day', imageUrl: media('notice-holiday'), startsOn: '2026-12-20', endsOn: '2026-12-27',
    body: 'Repayments made by mobile money on 25 and 26 December are credited to your bill the same day. A bill due on a public holiday is still due that day: pay before midnight to keep your on-time record.',
  },
  {
    id: 3, title: "New Year's Day", imageUrl: media('notice-holiday'), startsOn: '2026-12-28', endsOn: '2027-01-02',
    body: 'Repayments on 1 January are credited the same day. Loans applied for on the holiday are reviewed and paid out as usual.',
  },
  {
    id: 4, title: 'Heroes and Unity Days', imageUrl: media('notice-holiday'), startsOn: '2027-06-28', endsOn: '2027-07-07',
    body: 'Repayments made on 5 and 6 July are credited the same day. A bill due on either holiday is due that day as usual.',
  },
];

/**
 * Inserted once; live values are edited in the database and never overwritten here. Banners and holiday notices are
 * marketing's words, entered on the desk: only the sandbox starts with these examples; a real deployment starts with
 * none (the store page starts with no figures anywhere).
 */
export async function seedActivities(db: Db, sandbox: boolean): Promise<void> {
  await seedCoupons(db, ACTIVITY_COUPONS);
  await db.insert(wheelPrizes).values(DEFAULT_PRIZES).onConflictDoNothing();
  await db.insert(couponPacks).values(PACKS).onConflictDoNothing();
  if (!sandbox) return;
  await db.insert(marketingBanners).values(BANNERS).onConflictDoNothing();
  await db.insert(holidayNotices).values(NOTICES).onConflictDoNothing();
}
