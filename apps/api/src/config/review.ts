import { z } from 'zod';

/**
 * When an application goes to a person instead of the automatic decision (docs/lending.md, "Applications held for
 * review"). Amounts in ngwee. Read from the environment by config/env.ts (REVIEW_*); tests pass their own.
 */
export interface ReviewConfig {
  /** Any application above this amount. */
  amountAbove: number;
  /** A first loan (none disbursed before) above this amount. */
  firstLoanAbove: number;
  /** The Nth application within `applicationsWindowHours` (this one counted); 0 turns the rule off. */
  applications: number;
  applicationsWindowHours: number;
  /** An application within this many days of a limit raise that uses the new room (asks more than the old limit); 0: off. */
  limitRaisedDays: number;
  /** The target time of a review, shown against each case's age on the desk. */
  targetMinutes: number;
}

const kwacha = (d: number) => z.coerce.number().int().nonnegative().default(d);

export const reviewEnv = {
  REVIEW_AMOUNT_ABOVE: kwacha(3_000),
  REVIEW_FIRST_LOAN_ABOVE: kwacha(1_000),
  REVIEW_APPLICATIONS: z.coerce.number().int().min(0).max(100).default(4),
  REVIEW_APPLICATIONS_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  REVIEW_LIMIT_RAISED_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  REVIEW_TARGET_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(120),
};

export function reviewConfigOf(env: { [K in keyof typeof reviewEnv]: number }): ReviewConfig {
  return {
    amountAbove: env.REVIEW_AMOUNT_ABOVE * 100,
    firstLoanAbove: env.REVIEW_FIRST_LOAN_ABOVE * 100,
    applications: env.REVIEW_APPLICATIONS,
    applicationsWindowHours: env.REVIEW_APPLICATIONS_HOURS,
    limitRaisedDays: env.REVIEW_LIMIT_RAISED_DAYS,
    targetMinutes: env.REVIEW_TARGET_MINUTES,
  };
}
