import type { KycReviewFlag } from '@pocket/contracts/api/staff';

/** What the rules know about a borrower whose KYC 1-3 just became complete. */
export interface ReviewFacts {
  /** Other accounts that saved the same NRC number. */
  nrcOnOtherAccounts: number;
  /** Other accounts that reported a device id this borrower reported (telemetry's device grab info). */
  accountsOnSameDevice: number;
  /** The latest decision a person made about this borrower's KYC, if any. */
  latest: 'pending' | 'approved' | 'rejected' | null;
}

/**
 * Which KYC goes to a person (docs/lending.md, "KYC: the rules and the person"); [] means the rules decide: the KYC
 * stands as complete and the borrower may borrow. A pending case is not opened twice, and a person's approval stands.
 */
export function reviewFlags(facts: ReviewFacts): KycReviewFlag[] {
  if (facts.latest === 'pending' || facts.latest === 'approved') return [];
  const flags: KycReviewFlag[] = [];
  if (facts.latest === 'rejected') flags.push('resubmitted');
  if (facts.nrcOnOtherAccounts > 0) flags.push('nrc-shared');
  if (facts.accountsOnSameDevice > 0) flags.push('device-shared');
  return flags;
}
