import { z } from 'zod';

import { envelope, idField, intField, plainText } from '../common';
import { isoTime } from './common';

// The catalogue and content desk (docs/backoffice.md): loan product versions (admin, maker-checker), banners and
// holiday notices (marketing), the store page of /details (marketing).

/** A Lusaka calendar date, YYYY-MM-DD. */
export const businessDateField = z
  .string({ error: 'must be a date YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'must be a real calendar date');

const ngweeField = () => intField(z.number().int().min(0, 'cannot be negative').max(100_000_000, 'must be at most K1,000,000'));
/** A rate in basis points (1% = 100): 0 to 10,000. */
const bpField = () => intField(z.number().int().min(0, 'cannot be negative').max(10_000, 'must be at most 10000 (100%)'));

export const productTermInput = z.object({
  days: intField(z.number().int().min(1, 'a term is 1 to 365 days').max(365, 'a term is 1 to 365 days')),
  interestBp: bpField(),
});

export const CATALOGUE_MESSAGES = {
  noProduct: 'This loan product does not exist',
  pastDate: 'payload.effectiveFrom: a price applies to new loans from today or a later date, never from a past date',
  minAboveMax: 'must not be below minAmount',
  offStep: 'must be minAmount plus whole steps',
  duplicateTerm: 'each term (days) may appear once',
  stagesOneTerm: 'payload.terms: an instalment product has exactly one term',
  datesReversed: 'must not be before startsOn',
  timesReversed: 'must be after startsAt',
  noBanner: 'This banner does not exist',
  noNotice: 'This holiday notice does not exist',
  ratingWithoutCount: 'a rating needs the number of ratings it is the average of',
} as const;

/**
 * Payload of kind `product.price`: the terms and prices of a new version of product `productId` (the id of any of its
 * versions), for new loans from `effectiveFrom` (00:00 Lusaka). Amounts in ngwee, rates in basis points.
 */
export const productPricePayload = z
  .object({
    productId: idField,
    effectiveFrom: businessDateField,
    minAmount: ngweeField(),
    maxAmount: ngweeField(),
    step: ngweeField().pipe(z.number().min(100, 'must be at least K1')),
    terms: z.array(productTermInput).min(1, 'at least one term').max(10, 'at most 10 terms'),
    serviceFeeBp: bpField(),
    serviceFeeMin: ngweeField(),
    penaltyDailyBp: bpField(),
    penaltyCapBp: bpField(),
    extensionFeeBp: bpField(),
    maxExtensions: intField(z.number().int().min(0, 'must be 0 to 10').max(10, 'must be 0 to 10')),
  })
  .superRefine((p, ctx) => {
    if (p.maxAmount < p.minAmount) ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: CATALOGUE_MESSAGES.minAboveMax });
    else if (p.step > 0 && (p.maxAmount - p.minAmount) % p.step !== 0) ctx.addIssue({ code: 'custom', path: ['maxAmount'], message: CATALOGUE_MESSAGES.offStep });
    if (new Set(p.terms.map((t) => t.days)).size !== p.terms.length) ctx.addIssue({ code: 'custom', path: ['terms'], message: CATALOGUE_MESSAGES.duplicateTerm });
  });
export type ProductPricePayload = z.infer<typeof productPricePayload>;

/** One version of a product's terms and prices, as the desk lists it. */
export const productVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  effectiveFrom: isoTime,
  /** current: new loans take it now; scheduled: from a later date; past: replaced (loans made with it keep it). */
  state: z.enum(['current', 'scheduled', 'past']),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  step: z.number().int(),
  terms: z.array(z.object({ days: z.number().int(), interestBp: z.number().int() })),
  stages: z.number().int(),
  serviceFeeBp: z.number().int(),
  serviceFeeMin: z.number().int(),
  penaltyDailyBp: z.number().int(),
  penaltyCapBp: z.number().int(),
  extensionFeeBp: z.number().int(),
  maxExtensions: z.number().int(),
  /** Loans made with this version. */
  loans: z.number().int(),
});
export type ProductVersion = z.infer<typeof productVersion>;

/** GET /api/staff/catalogue/products: each product with its versions, newest first. */
export const catalogueProduct = z.object({ code: z.string(), name: z.string(), active: z.boolean(), versions: z.array(productVersion) });
export type CatalogueProduct = z.infer<typeof catalogueProduct>;
export const catalogueProductsAnswer = envelope(z.array(catalogueProduct));

const title = plainText(80).pipe(z.string().trim().min(1, 'must not be empty'));
const imageUrl = z.string().max(300, 'must be at most 300 characters').regex(/^(\/[A-Za-z0-9/_.-]*|https:\/\/[^\s]+)$/, 'must be a path on this site (/...) or an https:// address');
const appLink = z.string().max(300, 'must be at most 300 characters').regex(/^(\/[A-Za-z0-9/_.?=&-]*|https:\/\/[^\s]+)$/, 'must be an app path (/...) or an https:// address');

/** A marketing banner (marketList) with its dates: the app shows it only from startsAt to endsAt. */
export const bannerInput = z
  .object({
    position: intField(z.number().int().min(1, 'must be 1 to 99').max(99, 'must be 1 to 99')),
    title,
    imageUrl,
    link: appLink,
    startsAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-12-01T00:00:00+02:00' }),
    endsAt: z.iso.datetime({ offset: true, error: 'must be a date and time such as 2026-12-31T23:59:59+02:00' }),
    enabled: z.boolean(),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { path: ['endsAt'], message: CATALOGUE_MESSAGES.timesReversed });
export type BannerInput = z.infer<typeof bannerInput>;
export const staffBanner = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  startsAt: isoTime.nullable(),
  endsAt: isoTime.nullable(),
  enabled: z.boolean(),
  /** Shown in the app right now. */
  live: z.boolean(),
});
export type StaffBanner = z.infer<typeof staffBanner>;
export const staffBannerAnswer = envelope(staffBanner);
export const staffBannersAnswer = envelope(z.array(staffBanner));

/** A holiday notice (holidaysList), shown on the Lusaka days startsOn to endsOn. */
export const noticeInput = z
  .object({
    title,
    body: plainText(1000).pipe(z.string().trim().min(1, 'must not be empty')),
    imageUrl,
    startsOn: businessDateField,
    endsOn: businessDateField,
    enabled: z.boolean(),
  })
  .refine((n) => n.endsOn >= n.startsOn, { path: ['endsOn'], message: CATALOGUE_MESSAGES.datesReversed });
export type NoticeInput = z.infer<typeof noticeInput>;
export const staffNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  enabled: z.boolean(),
  live: z.boolean(),
});
export type StaffNotice = z.infer<typeof staffNotice>;
export const staffNoticeAnswer = envelope(staffNotice);
export const staffNoticesAnswer = envelope(z.array(staffNotice));

/**
 * The figures of the /details store page, as marketing reads them from the real store listing; null: not shown.
 * Nothing is ever shown that is not entered here.
 */
export const storePageFigures = z
  .object({
    /** Average rating, 1.0 to 5.0, one decimal. */
    rating: numberFieldNullable(),
    ratingCount: intField(z.number().int().min(1, 'must be at least 1').max(1_000_000_000, 'is too large')).nullable(),
    /** The store's installs band, e.g. "10K+". */
    downloads: z.string().max(12, 'must be at most 12 characters').regex(/^\d{1,4}(K|M|B)?\+$/, 'must be a band such as 500+, 10K+ or 1M+').nullable(),
    /** The store's content rating, e.g. "Rated for 3+". */
    contentRating: plainText(40).pipe(z.string().trim().min(1, 'must not be empty')).nullable(),
    containsAds: z.boolean(),
    inAppPurchases: z.boolean(),
  })
  .refine((f) => (f.rating === null) === (f.ratingCount === null), { path: ['ratingCount'], message: CATALOGUE_MESSAGES.ratingWithoutCount });
export type StorePageFigures = z.infer<typeof storePageFigures>;
export const staffStorePage = z.object({
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  downloads: z.string().nullable(),
  contentRating: z.string().nullable(),
  containsAds: z.boolean(),
  inAppPurchases: z.boolean(),
  updatedAt: isoTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type StaffStorePage = z.infer<typeof staffStorePage>;
export const staffStorePageAnswer = envelope(staffStorePage);

function numberFieldNullable() {
  return z
    .number({ error: 'must be a number from 1 to 5' })
    .min(1, 'must be a number from 1 to 5')
    .max(5, 'must be a number from 1 to 5')
    .refine((n) => Math.round(n * 10) === n * 10, 'must have one decimal at most')
    .nullable();
}
