import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

import type { AuthStepItem } from '@pocket/contracts/api/kyc';
import { CER_CODE } from '@pocket/contracts/constants';

import { isCerAuthenticated } from '../../model/auth-step';
import { stepHref } from '../../model/kyc-paths';
import { firstMissingStep } from '../../model/step-routing';
import type { KycStep } from '../../model/step-routing';

/** What must be authenticated before a page makes sense: personal information after identity, face after both. */
const PREREQUISITES: Record<'personal' | 'face', number[]> = {
  personal: [CER_CODE.identity],
  face: [CER_CODE.identity, CER_CODE.personal],
};

export function unmetPrerequisite(steps: readonly AuthStepItem[], needs: keyof typeof PREREQUISITES): KycStep | null {
  const missing = PREREQUISITES[needs].some((code) => !isCerAuthenticated(steps, code));
  return missing ? firstMissingStep(steps) : null;
}

/** Sends a borrower who opened a later step too early (a bookmark, a back button) to the first missing one. */
export function useStepGate(steps: readonly AuthStepItem[] | undefined, needs: keyof typeof PREREQUISITES, returnTo: string | null) {
  const navigate = useNavigate();
  const target = steps ? unmetPrerequisite(steps, needs) : null;
  useEffect(() => {
    if (target) void navigate({ href: stepHref(target, returnTo), replace: true });
  }, [navigate, target, returnTo]);
  return target !== null;
}
