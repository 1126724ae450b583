import { type CreditFeatures, KYC_FEATURE_SCALES, type KycFeature } from '@pocket/contracts/credit-policy';

import type { Tx } from '../../db/client';
import { ageOn, type KycFeatureFacts } from '../kyc/plugin';
import { deviceCounts } from '../telemetry/plugin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the features are made of, as the application's one statement reads them (decision-facts.ts). */
export interface FeatureFacts {
  onTime: number;
  late: number;
  writtenOff: number;
  maxDaysLate: number;
  extensions: number;
  questionnaire: boolean;
  vip: boolean;
  devices: number;
  otherAccounts: number;
  /** Repayments of the borrower's loans the operator declined or that failed (payments' column). */
  declinedPayments: number;
  /** The KYC answers the KYC features are made of (kyc's column). */
  kyc: KycFeatureFacts;
}

/**
 * Every feature a credit policy may look at (docs/credit-policy.md), from Pocket's own data read in the application's
 * transaction (decision-facts.ts, one statement). The decision records them, so a backtest re-decides with exactly
 * these values. Days late: a bill's days between its due date and its payment (or today while unpaid), Lusaka dates.
 */
export function creditFeatures(user: { createdAt: Date }, now: Date, f: FeatureFacts): CreditFeatures {
  return {
    accountAgeDays: Math.max(0, Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS)),
    loansPaidOnTime: f.onTime,
    loansPaidLate: f.late,
    maxDaysLate: f.maxDaysLate,
    extensionsUsed: f.extensions,
    loansWrittenOff: f.writtenOff,
    questionnaire: f.questionnaire ? 1 : 0,
    vip: f.vip ? 1 : 0,
    declinedPayments: f.declinedPayments,
    ...deviceFeaturesOf(f.devices, f.otherAccounts),
    ...kycFeaturesOf(f.kyc, now),
  };
}

/** An answer's place in the KYC form's list (0 the first); none for an answer it does not hold. */
const placeOf = (scale: readonly string[], answer: string | null): number | undefined => {
  const i = answer === null ? -1 : scale.indexOf(answer);
  return i < 0 ? undefined : i;
};

/**
 * The KYC features (docs/credit-policy.md, "KYC features"): the income band, employment type and education level as
 * their place in the form's lists, and whether a workplace is named (once the work section is saved); the age in whole
 * years on the Lusaka date of `now` (business time), from the identity's date of birth; the whole days (24 hours each,
 * as accountAgeDays) from the KYC's completion to `now`. Each is absent while what holds it is not saved.
 */
export function kycFeaturesOf(k: KycFeatureFacts, now: Date): Partial<Record<KycFeature, number>> {
  const completed = k.completedAt === null ? null : new Date(k.completedAt).getTime();
  const features: Partial<Record<KycFeature, number>> = {
    incomeBand: placeOf(KYC_FEATURE_SCALES.incomeBand, k.monthlyIncome),
    employmentType: placeOf(KYC_FEATURE_SCALES.employmentType, k.employmentType),
    educationLevel: placeOf(KYC_FEATURE_SCALES.educationLevel, k.education),
    workplaceGiven: k.employmentType === null ? undefined : (k.employerName ?? '').trim() === '' ? 0 : 1,
    ageYears: k.dateOfBirth === null ? undefined : Math.max(0, ageOn(k.dateOfBirth, now.getTime())),
    daysSinceKyc: completed === null ? undefined : Math.max(0, Math.floor((now.getTime() - completed) / DAY_MS)),
  };
  return Object.fromEntries(Object.entries(features).filter(([, v]) => v !== undefined));
}

/** None when the app never reported a device id: a policy then decides without them (docs/credit-policy.md). */
export const deviceFeaturesOf = (devices: number, otherAccounts: number): { devicesUsed: number; accountsOnDevice: number } | Record<string, never> =>
  devices === 0 ? {} : { devicesUsed: devices, accountsOnDevice: otherAccounts };

/**
 * The device features alone: how many device ids the borrower's app reported, and how many other accounts reported
 * any of them (telemetry's device reports).
 */
export async function deviceFeatures(tx: Tx, userId: number): Promise<{ devicesUsed: number; accountsOnDevice: number } | Record<string, never>> {
  const { devices, otherAccounts } = await deviceCounts(tx, userId);
  return deviceFeaturesOf(devices, otherAccounts);
}
