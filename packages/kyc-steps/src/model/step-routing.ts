import type { AuthStepItem } from '@pocket/contracts/api/kyc';
import { CER_CODE } from '@pocket/contracts/constants';

import { isCerAuthenticated } from './auth-step';

/** The pages of KYC, in the order a new borrower meets them. cerCode 3 is three forms saved one after another. */
export const KYC_STEPS = ['identity', 'base', 'linkman', 'work', 'faceStart', 'questionnaire'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

/** The forms that make up cerCode 3 (personal information). */
export const PERSONAL_INFO_SECTIONS = ['base', 'linkman', 'work'] as const;
export type PersonalInfoSection = (typeof PERSONAL_INFO_SECTIONS)[number];

/**
 * The first step a borrower still has to complete before applying for a loan (cerCodes 2, 3 and 1, in the order of
 * the chain of docs/product.md#states-and-transitions), or null when nothing required is missing. The questionnaire (cerCode 4) is optional.
 * `savedSections` says which cerCode 3 forms the server already holds, so a borrower resumes at the next one.
 */
export function firstMissingStep(
  steps: readonly AuthStepItem[],
  savedSections: readonly PersonalInfoSection[] = [],
): KycStep | null {
  if (!isCerAuthenticated(steps, CER_CODE.identity)) return 'identity';
  if (!isCerAuthenticated(steps, CER_CODE.personal)) {
    return PERSONAL_INFO_SECTIONS.find((s) => !savedSections.includes(s)) ?? 'base';
  }
  if (!isCerAuthenticated(steps, CER_CODE.face)) return 'faceStart';
  return null;
}

/** Where KYC sends a borrower when it is done, unless a page asked to come back elsewhere. */
export const DEFAULT_RETURN_TO = '/home';

/**
 * The `redirect` a page passed in, if it is an in-app path: an absolute URL or a protocol-relative `//host` would let
 * a crafted link send a borrower off-site after they typed their NRC, and a KYC path would loop.
 */
export function safeReturnTo(value: unknown, kycPaths: readonly string[] = []): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return DEFAULT_RETURN_TO;
  }
  const pathOnly = value.split(/[?#]/)[0] ?? '';
  if (kycPaths.some((p) => pathOnly === p)) return DEFAULT_RETURN_TO;
  return value;
}
