import type { ReviewRule } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import type { ReviewConfig } from '../../config/review';

/** What the rules look at when a borrower applies (amounts in ngwee). */
export interface ApplicationFacts {
  amount: number;
  /** Loans of this borrower that were ever paid out. */
  disbursedBefore: number;
  /** This borrower's applications within the window before this one. */
  applicationsInWindow: number;
  /** The last raise of the base limit, and what the borrower could borrow before it (today's available less the raise). */
  limitRaisedAt: Date | null;
  availableBeforeRaise: number | null;
  now: Date;
}

export interface Hold {
  rule: ReviewRule;
  /** What the rule saw, in words, for the desk. */
  note: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const K = formatKwacha;

/**
 * The first rule (in this order) that sends the application to a person, or null for the automatic decision.
 * docs/lending.md, "Applications held for review".
 */
export function holdFor(f: ApplicationFacts, c: ReviewConfig): Hold | null {
  if (f.amount > c.amountAbove) return { rule: 'amount', note: `${K(f.amount)} is above ${K(c.amountAbove)}` };
  if (f.disbursedBefore === 0 && f.amount > c.firstLoanAbove) return { rule: 'first-loan', note: `First loan: ${K(f.amount)} is above ${K(c.firstLoanAbove)}` };
  const nth = f.applicationsInWindow + 1;
  if (c.applications > 0 && nth >= c.applications) {
    return { rule: 'many-applications', note: `Application ${nth} within ${c.applicationsWindowHours} h` };
  }
  if (c.limitRaisedDays > 0 && f.limitRaisedAt && f.availableBeforeRaise !== null && f.amount > f.availableBeforeRaise) {
    const days = (f.now.getTime() - f.limitRaisedAt.getTime()) / DAY_MS;
    if (days < c.limitRaisedDays) return { rule: 'limit-raised', note: `Limit raised ${Math.floor(days)} day(s) ago: ${K(f.amount)} is above the ${K(f.availableBeforeRaise)} available before` };
  }
  return null;
}
