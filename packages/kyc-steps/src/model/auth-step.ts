import type { AuthStepItem } from '@pocket/contracts/api/kyc';
import { CER_CODE } from '@pocket/contracts/constants';

export type AuthStepState = { authStep: number; firstInfoState: boolean; reInfoState: boolean };

/** A cerCode missing from the list counts as not authenticated. */
export function isCerAuthenticated(steps: readonly AuthStepItem[], cerCode: number): boolean {
  const item = steps.find((s) => s.cerCode === cerCode);
  return item?.isAuth === true;
}

/**
 * authStep, firstInfoState and reInfoState exactly as docs/product.md#states-and-transitions words it. The step-4 rule is its own `if`, not
 * part of the else-if chain, so an authenticated cerCode 3 always yields step 4 (even when 1 or 2 is still missing).
 * Routing therefore reads the list itself (see step-routing.ts), never authStep alone.
 */
export function deriveAuthStep(steps: readonly AuthStepItem[]): AuthStepState {
  const auth = (code: number) => isCerAuthenticated(steps, code);
  let firstInfoState = false;
  let reInfoState = false;
  let authStep = 1;
  if (!auth(CER_CODE.identity)) authStep = 1;
  else if (!auth(CER_CODE.personal)) authStep = 2;
  else if (!auth(CER_CODE.face)) authStep = 3;
  if (auth(CER_CODE.personal)) {
    authStep = 4;
    firstInfoState = true;
  }
  if (auth(CER_CODE.questionnaire)) reInfoState = true;
  return { authStep, firstInfoState, reInfoState };
}
