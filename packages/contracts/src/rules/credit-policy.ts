import { z } from 'zod';

import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, INCOME_BANDS } from '../api/kyc';

/**
 * Credit policy as data (docs/credit-policy.md): who gets credit and how much is a versioned document, checked by this
 * schema wherever it is written (the desk's draft, the migration's version 1, a publish). Amounts in ngwee.
 */

/** What Pocket's own data always gives: computed the same way at decision time and in a backtest. */
export const OWN_CREDIT_FEATURES = ['accountAgeDays', 'loansPaidOnTime', 'loansPaidLate', 'maxDaysLate', 'extensionsUsed', 'loansWrittenOff', 'questionnaire', 'vip', 'declinedPayments'] as const;
/**
 * What a credit bureau's answer gives (docs/credit-policy.md, "The credit bureau"): present only when the borrower's
 * consent was in force and the bureau answered in time. A policy may use them; an application without them is decided
 * without them (a rule on one is not applied, a scorecard gives it no points).
 */
export const BUREAU_FEATURES = ['bureauScore', 'bureauOpenLoans', 'bureauDefaults'] as const;
export type BureauFeature = (typeof BUREAU_FEATURES)[number];
/**
 * What the borrower's app reported about its device (docs/credit-policy.md, "Device features"): present only when the
 * app sent a device report with a device id; an application without one is decided without them, as without a bureau.
 * Never a place: where a borrower lives is not a feature (it could stand for ethnicity).
 */
export const DEVICE_FEATURES = ['devicesUsed', 'accountsOnDevice'] as const;
export type DeviceFeature = (typeof DEVICE_FEATURES)[number];
/**
 * What the borrower's KYC record says beyond the questionnaire (docs/credit-policy.md, "KYC features"), each a number:
 * the income band, the employment type and the education level by their place in the KYC form's lists (below),
 * whether a workplace is named, the borrower's age in whole years (from the identity's date of birth, on the Lusaka
 * date of the business time) and the whole days since the KYC was completed (business time). Absent from a decision
 * recorded before them, and while what makes them is missing. Never the record's sex, marital status, province,
 * district, address or contacts (NEVER_FEATURES).
 */
export const KYC_FEATURES = ['incomeBand', 'employmentType', 'educationLevel', 'workplaceGiven', 'ageYears', 'daysSinceKyc'] as const;
export type KycFeature = (typeof KYC_FEATURES)[number];
/** The KYC answers in the order that gives their number (0 the first): the form's own lists. */
export const KYC_FEATURE_SCALES = { incomeBand: INCOME_BANDS, employmentType: EMPLOYMENT_TYPES, educationLevel: EDUCATION_LEVELS } as const;
/** What a policy may look at. */
export const CREDIT_FEATURES = [...OWN_CREDIT_FEATURES, ...BUREAU_FEATURES, ...DEVICE_FEATURES, ...KYC_FEATURES] as const;
export type CreditFeature = (typeof CREDIT_FEATURES)[number];
export type CreditFeatures = Record<(typeof OWN_CREDIT_FEATURES)[number], number> & Partial<Record<BureauFeature | DeviceFeature | KycFeature, number>>;

/** The feature's name on the desk. */
export const CREDIT_FEATURE_LABELS: Record<CreditFeature, string> = {
  accountAgeDays: 'Days since the account was opened',
  loansPaidOnTime: 'Loans paid on time',
  loansPaidLate: 'Loans paid late',
  maxDaysLate: 'Most days late on any bill',
  extensionsUsed: 'Extensions used',
  loansWrittenOff: 'Loans written off',
  questionnaire: 'Questionnaire answered (1) or not (0)',
  vip: 'VIP member (1) or not (0)',
  declinedPayments: 'Repayments declined or failed',
  bureauScore: 'Credit bureau score (with consent)',
  bureauOpenLoans: 'Open loans elsewhere (credit bureau, with consent)',
  bureauDefaults: 'Defaults elsewhere (credit bureau, with consent)',
  devicesUsed: 'Devices the borrower used (when the app reported one)',
  accountsOnDevice: "Other accounts seen on the borrower's devices (when the app reported one)",
  incomeBand: 'Monthly income band (0 below K1,500, 1 K1,500-3,000, 2 K3,000-5,000, 3 K5,000-10,000, 4 above K10,000)',
  employmentType: 'Employment (0 full-time, 1 part-time, 2 civil servant, 3 self-employed, 4 business owner, 5 student, 6 unemployed)',
  educationLevel: 'Education (0 none, 1 primary, 2 secondary, 3 college or diploma, 4 bachelor, 5 postgraduate)',
  workplaceGiven: 'Workplace named in the KYC (1) or not (0)',
  ageYears: 'Age in whole years (from the KYC date of birth)',
  daysSinceKyc: 'Days since the KYC was completed',
};

/** Never a feature, whatever a draft says: the schema refuses them by name (and anything it does not know). */
export const NEVER_FEATURES = [
  'sex',
  'gender',
  'ethnicity',
  'tribe',
  'religion',
  'maritalStatus',
  'health',
  'contacts',
  'province',
  'district',
  'location',
  // The KYC record's own names for a place and for the contacts (its base and linkman sections).
  'provinceId',
  'districtId',
  'address',
  'linkman',
  'relationship1',
  'relationship2',
] as const;

/**
 * Why an application was refused, in plain words, and what would change it: the borrower reads `why` and `change`
 * (the refusal's msg, and the decision SMS), the desk reads the same. `overdue`, `open-loan` and `above-limit` keep the
 * texts the apply call answered before policies (docs/lending.md).
 */
export const REFUSAL_CODES = ['overdue', 'open-loan', 'above-limit', 'late-history', 'written-off', 'new-account', 'device', 'profile', 'score'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
/**
 * The codes a policy's eligibility rule may refuse with (the first three are the engine's own, in every version).
 * `device` is the device rules' own (devicesUsed, accountsOnDevice) and only theirs; `profile` the KYC features' own.
 */
export const RULE_REFUSAL_CODES = ['late-history', 'written-off', 'new-account', 'device', 'profile'] as const satisfies readonly RefusalCode[];
/** A reason that speaks of one kind of feature, and the features it may be given for. */
const REASON_FEATURES: Partial<Record<RefusalCode, readonly string[]>> = { device: DEVICE_FEATURES, profile: KYC_FEATURES };

export const REFUSAL_TEXTS: Record<RefusalCode, { why: string; change: string }> = {
  overdue: { why: 'You have an overdue bill.', change: 'Please repay it before borrowing again' },
  'open-loan': { why: 'You already have a loan in progress.', change: 'Please repay it before applying again' },
  'above-limit': { why: 'The amount is above your available limit of {limit}.', change: 'A smaller amount may be approved' },
  'late-history': { why: 'A past bill was paid too late.', change: 'Bills paid on time over the coming months will change this' },
  'written-off': { why: 'A past loan was not repaid.', change: 'Repaying what is still owed will change this' },
  'new-account': { why: 'Your account is too new.', change: 'Please try again when it is a few weeks older' },
  device: { why: 'Your phone is linked to other accounts, or your account to many phones.', change: 'Please contact Pocket support' },
  profile: { why: 'Your age, income or work details do not qualify yet.', change: 'Updating them when they change will change this' },
  score: { why: 'Your repayment record does not reach our threshold yet.', change: 'Loans paid on time will change this' },
};

/**
 * The refusal's text: for the engine's own three the exact message the apply call answered before policies; for the
 * rest, why and what would change it.
 */
export function refusalText(code: RefusalCode, limit?: string): string {
  if (code === 'overdue') return 'You have an overdue bill. Please repay it before borrowing again';
  if (code === 'open-loan') return 'You already have a loan in progress. Please repay it before applying again';
  if (code === 'above-limit') return `The amount is above your available limit of ${limit ?? ''}`;
  const t = REFUSAL_TEXTS[code];
  return `${t.why} ${t.change}.`;
}

const FEATURE_HELP = `must be one of ${CREDIT_FEATURES.join(', ')}`;
/** A feature's name: one of CREDIT_FEATURES; a protected characteristic is refused with its own message. */
export const creditFeatureName = z.string().superRefine((name, ctx) => {
  if ((NEVER_FEATURES as readonly string[]).includes(name)) {
    ctx.addIssue({ code: 'custom', message: `${name} is never a credit feature (docs/credit-policy.md)` });
  } else if (!(CREDIT_FEATURES as readonly string[]).includes(name)) {
    ctx.addIssue({ code: 'custom', message: `${name}: ${FEATURE_HELP}` });
  }
}) as unknown as z.ZodType<CreditFeature, string>;

const count = z.number().int('must be a whole number').min(0, 'must be 0 or more');
const ngweeAmount = z.number().int('must be whole ngwee').min(0, 'must be 0 or more').max(100_000_000, 'must be at most K1,000,000');

/** A hard refusal: the application is refused with `code` when the feature is above (or below) the value. */
export const eligibilityRule = z
  .object({
    code: z.enum(RULE_REFUSAL_CODES, { message: `must be one of ${RULE_REFUSAL_CODES.join(', ')}` }),
    feature: creditFeatureName,
    when: z.enum(['above', 'below'], { message: 'must be above or below' }),
    value: count,
  })
  .superRefine((rule, ctx) => {
    // The borrower would be told about their phones (or their KYC) by a rule that is not about them.
    const features = REASON_FEATURES[rule.code];
    if (features && !features.includes(rule.feature)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: `${rule.code} is the reason of a rule on ${features.join(' or ')} only` });
    }
  });
export type EligibilityRule = z.infer<typeof eligibilityRule>;

/** One bin of a feature: values from `from` (included) to `to` (excluded; null: no end) score `points`. */
export const scoreBin = z.object({ from: count, to: count.nullable(), points: z.number().int().min(-1000).max(1000) });

/** Bins start at 0, follow each other with no gap or overlap, and the last one has no end. */
export const scoreCharacteristic = z
  .object({ feature: creditFeatureName, bins: z.array(scoreBin).min(1, 'at least one bin').max(20, 'at most 20 bins') })
  .superRefine((c, ctx) => {
    const bins = c.bins;
    if (bins[0]!.from !== 0) ctx.addIssue({ code: 'custom', path: ['bins', 0, 'from'], message: `${c.feature}: the first bin must start at 0` });
    bins.forEach((b, i) => {
      if (b.to !== null && b.to <= b.from) ctx.addIssue({ code: 'custom', path: ['bins', i, 'to'], message: `${c.feature}: a bin must end after it starts` });
      const next = bins[i + 1];
      if (!next) {
        if (b.to !== null) ctx.addIssue({ code: 'custom', path: ['bins', i, 'to'], message: `${c.feature}: the last bin must have no end (values from ${b.to} have no points)` });
      } else if (b.to === null || next.from !== b.to) {
        ctx.addIssue({ code: 'custom', path: ['bins', i + 1, 'from'], message: `${c.feature}: bins must follow each other with no gap or overlap (${b.to ?? 'no end'} then ${next.from})` });
      }
    });
  });

/** Points per feature, summed; an application below the cut-off is refused (code `score`). */
export const scorecard = z
  .object({ characteristics: z.array(scoreCharacteristic).min(1, 'at least one feature').max(20), cutoff: z.number().int().min(-10_000).max(10_000) })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.characteristics.forEach((c, i) => {
      if (seen.has(c.feature)) ctx.addIssue({ code: 'custom', path: ['characteristics', i, 'feature'], message: `${c.feature} is scored twice` });
      seen.add(c.feature);
    });
  });
export type Scorecard = z.infer<typeof scorecard>;

/**
 * The limit ladder: a new borrower starts at `start`; each loan paid on time adds `stepOnTime` up to `max`; a loan
 * paid late takes `fallLate` off (never below 0); the questionnaire adds its bonus; VIP raises the whole by `vipBoostBp`
 * up to `vipMax`. A ladder never grows on a late loan nor falls on a loan paid on time: both steps are 0 or more.
 */
export const limitLadder = z
  .object({
    start: ngweeAmount,
    stepOnTime: ngweeAmount,
    fallLate: ngweeAmount,
    max: ngweeAmount,
    questionnaireBonus: ngweeAmount,
    vipBoostBp: z.number().int().min(0, 'must be 0 or more').max(10_000, 'must be at most 10000 (double)'),
    vipMax: ngweeAmount,
    /**
     * A new borrower's first limit by score band (with a scorecard): the band with the highest `minScore` the score
     * reaches; below every band, `start`. Absent or empty: `start` for everyone.
     */
    firstLimitByScore: z
      .array(z.object({ minScore: z.number().int().min(-10_000).max(10_000), limit: ngweeAmount }))
      .max(10, 'at most 10 bands')
      .optional(),
  })
  .superRefine((l, ctx) => {
    if (l.max < l.start) ctx.addIssue({ code: 'custom', path: ['max'], message: 'the cap must be at least the starting limit' });
    const bands = l.firstLimitByScore ?? [];
    bands.forEach((b, i) => {
      if (b.limit > l.max) ctx.addIssue({ code: 'custom', path: ['firstLimitByScore', i, 'limit'], message: 'a first limit must be at most the cap' });
      const next = bands[i + 1];
      if (next && (next.minScore <= b.minScore || next.limit < b.limit)) {
        ctx.addIssue({ code: 'custom', path: ['firstLimitByScore', i + 1], message: 'score bands go up: each a higher score and a first limit at least the one before' });
      }
    });
    if (l.vipMax < l.max) ctx.addIssue({ code: 'custom', path: ['vipMax'], message: 'the VIP cap must be at least the cap' });
  });
export type LimitLadder = z.infer<typeof limitLadder>;

/** The thresholds that send an application to a person (docs/lending.md, "Applications held for review"). */
export const reviewThresholds = z.object({
  amountAbove: ngweeAmount,
  firstLoanAbove: ngweeAmount,
  /** The Nth application within the window (this one counted); 0: off. */
  applications: z.number().int().min(0).max(100),
  applicationsWindowHours: z.number().int().min(1).max(24 * 30),
  /** Within this many days of a limit raise that uses the new room; 0: off. */
  limitRaisedDays: z.number().int().min(0).max(365),
});
export type ReviewThresholds = z.infer<typeof reviewThresholds>;

export const creditPolicyDocument = z.object({
  eligibility: z.array(eligibilityRule).max(20, 'at most 20 rules'),
  /** null: no scorecard (every application that passes eligibility scores 0 and passes). */
  scorecard: scorecard.nullable(),
  limit: limitLadder,
  /** null: the deployment's settings (REVIEW_*) decide which applications go to a person. */
  review: reviewThresholds.nullable(),
});
export type CreditPolicyDocument = z.infer<typeof creditPolicyDocument>;

const K = 100;
/** Version 1: the rules as they were in code before policies (docs/credit-policy.md); the migration seeds it. */
export const POLICY_V1: CreditPolicyDocument = {
  eligibility: [],
  scorecard: null,
  limit: { start: 500 * K, stepOnTime: 300 * K, fallLate: 0, max: 10_000 * K, questionnaireBonus: 500 * K, vipBoostBp: 5_000, vipMax: 15_000 * K },
  review: null,
};

/** Reason codes a decision records beside the refusals: held for review (the review rule), passed, the limit's parts. */
export const DECISION_OUTCOMES = ['approved', 'review', 'refused'] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];
