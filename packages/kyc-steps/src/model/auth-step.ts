/** One entry of getUserAuthProcessStep's answer (spec section 3). The server may send isAuth as a boolean or 0/1. */
export type AuthStepItem = { cerCode: number; isAuth: boolean | number };

/** KYC certificate codes (domain.md). */
export const CER_CODE = { face: 1, identity: 2, personalInfo: 3, questionnaire: 4 } as const;
export type CerCode = (typeof CER_CODE)[keyof typeof CER_CODE];

export type AuthStepState = { authStep: number; firstInfoState: boolean; reInfoState: boolean };

/** A cerCode missing from the list counts as not authenticated. */
export function isCerAuthenticated(steps: readonly AuthStepItem[], cerCode: number): boolean {
  const item = steps.find((s) => s.cerCode === cerCode);
  return item !== undefined && (item.isAuth === true || item.isAuth === 1);
}

/**
 * authStep, firstInfoState and reInfoState exactly as spec section 4 words it. The step-4 rule is its own `if`, not
 * part of the else-if chain, so an authenticated cerCode 3 always yields step 4 (even when 1 or 2 is still missing).
 * Routing therefore reads the list itself (see step-routing.ts), never authStep alone.
 */
export function deriveAuthStep(steps: readonly AuthStepItem[]): AuthStepState {
  const auth = (code: number) => isCerAuthenticated(steps, code);
  let firstInfoState = false;
  let reInfoState = false;
  let authStep = 1;
  if (!auth(CER_CODE.identity)) authStep = 1;
  else if (!auth(CER_CODE.personalInfo)) authStep = 2;
  else if (!auth(CER_CODE.face)) authStep = 3;
  if (auth(CER_CODE.personalInfo)) {
    authStep = 4;
    firstInfoState = true;
  }
  if (auth(CER_CODE.questionnaire)) reInfoState = true;
  return { authStep, firstInfoState, reInfoState };
}
