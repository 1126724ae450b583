import { hrefOf, paths } from '@pocket/app-core/routes';
import type { AuthStepItem, KycReviewInfo } from '@pocket/contracts/api/kyc';

import type { OrderStatus } from '../ui/order-progress';

/** The one call to action of the home page, by what stands between the user and money. */
export type HomeAction =
  | { kind: 'login'; label: string }
  | { kind: 'kyc'; label: string; to: string }
  | { kind: 'progress'; label: string; to: string }
  | { kind: 'bill'; label: string; to: string }
  | { kind: 'borrow'; label: string; to: string }
  /** KYC waits for a person, or a person sent the borrower to support: nothing to press. */
  | { kind: 'review'; label: string };

export type OpenLoan = { orderId: number | string; status: OrderStatus } | null;

const IN_FLIGHT: OrderStatus[] = ['REVIEWING', 'DISBURSING'];
const OWING: OrderStatus[] = ['REPAYING', 'OVERDUE', 'DISBURSE_FAILED'];

/** The page of the first missing KYC step, by authStep (docs/product.md#states-and-transitions: 1 identity, 2 personal information, 3 face). */
export function kycStepPath(authStep: number): string | null {
  if (authStep <= 1) return paths.authIdentity;
  if (authStep === 2) return paths.authBase;
  if (authStep === 3) return paths.faceStart;
  return null;
}

/** cerCodes (docs/product.md#users-sessions-and-kyc): 2 identity, 3 personal information, 1 face; the first missing one in the spec's order. */
export function firstMissingKycPath(steps: readonly AuthStepItem[]): string | null {
  const done = (code: number) => steps.some((s) => s.cerCode === code && s.isAuth);
  if (!done(2)) return paths.authIdentity;
  if (!done(3)) return paths.authBase;
  if (!done(1)) return paths.faceStart;
  return null;
}

/** The page for the `data.cerCode` of a 417 answer to an application. */
export function kycPathForCerCode(cerCode: number): string {
  return cerCode === 1 ? paths.faceStart : cerCode === 3 ? paths.authBase : paths.authIdentity;
}

/** The page a rejected KYC sends the borrower back to (support: none, the app's chat is on every page). */
const REVIEW_STEP_PATHS: Record<NonNullable<KycReviewInfo['step']>, string | null> = {
  identity: paths.authIdentity,
  personal: paths.authBase,
  face: paths.faceStart,
  support: null,
};

export function homeAction(input: {
  hasToken: boolean;
  authStep: number;
  openLoan: OpenLoan;
  /** the first missing KYC page from the process-step list, when it is known (undefined: use authStep) */
  kycPath?: string | null | undefined;
  /** what a person decided about the KYC, when it is known */
  review?: KycReviewInfo | undefined;
}): HomeAction {
  if (!input.hasToken) return { kind: 'login', label: 'Apply now' };
  const { openLoan } = input;
  if (openLoan && OWING.includes(openLoan.status)) {
    return { kind: 'bill', label: 'Repay my bill', to: hrefOf(paths.billingDetails, { orderId: openLoan.orderId }) };
  }
  if (openLoan && IN_FLIGHT.includes(openLoan.status)) {
    return { kind: 'progress', label: 'Check my application', to: paths.borrowPlan };
  }
  const step = input.kycPath === undefined ? kycStepPath(input.authStep) : input.kycPath;
  if (step) return { kind: 'kyc', label: 'Complete my information', to: step };
  if (input.review?.status === 'pending') return { kind: 'review', label: 'Under review' };
  if (input.review?.status === 'rejected') {
    const redo = input.review.step ? REVIEW_STEP_PATHS[input.review.step] : null;
    return redo ? { kind: 'kyc', label: 'Update my information', to: redo } : { kind: 'review', label: 'Borrowing on hold' };
  }
  return { kind: 'borrow', label: 'Apply now', to: paths.borrowPlan };
}
