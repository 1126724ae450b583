import { KYC_REVIEW_TEXT } from '@pocket/contracts/api/kyc';
import type { KycReviewInfo } from '@pocket/contracts/api/kyc';
import { KYC_REJECT_REASONS } from '@pocket/contracts/api/staff';
import type { KycRejectReason } from '@pocket/contracts/api/staff';

/** The words of a rejection reason, or of an unknown code (an old code dropped from the list). */
export function rejectionOf(code: string | null) {
  return KYC_REJECT_REASONS[code as KycRejectReason] ?? KYC_REJECT_REASONS['suspected-fraud'];
}

/** What the borrower's app shows about a person's decision (GET /api/user/auth/api/kycReview). */
export function reviewInfoOf(latest: { status: string; reasonCode: string | null } | null): KycReviewInfo {
  if (!latest) return { status: 'none', title: null, why: null, next: null, step: null };
  if (latest.status === 'pending') return { status: 'pending', title: KYC_REVIEW_TEXT.pendingTitle, why: KYC_REVIEW_TEXT.pendingText, next: null, step: null };
  if (latest.status === 'rejected') {
    const reason = rejectionOf(latest.reasonCode);
    return { status: 'rejected', title: KYC_REVIEW_TEXT.rejectedTitle, why: reason.why, next: reason.next, step: reason.step };
  }
  return { status: 'approved', title: null, why: null, next: null, step: null };
}

/** The lending check (a borrow guard): while a person has not approved the KYC, borrowing is refused with why. */
export function borrowRefusalOf(latest: { status: string; reasonCode: string | null } | null): string | null {
  if (latest?.status === 'pending') return `${KYC_REVIEW_TEXT.pendingTitle}. You can borrow once it is approved.`;
  if (latest?.status === 'rejected') {
    const reason = rejectionOf(latest.reasonCode);
    return `${reason.why} ${reason.next}`;
  }
  return null;
}
