import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';

import { getUserAuthProcessStep, useGetUserAuthProcessStepQuery } from '@pocket/api-client/endpoints/user-auth-process-step';
import { selectUserId, setAuthStep, setInfoStates } from '@pocket/app-core/app-state';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import type { AuthStepItem } from '@pocket/contracts/api/kyc';

import { deriveAuthStep } from '../../model/auth-step';
import { KYC_PATHS, loadSavedSections, stepHref, withReturnTo } from '../../model/kyc-paths';
import { firstMissingStep, safeReturnTo } from '../../model/step-routing';
import type { PersonalInfoSection } from '../../model/step-routing';

/** authStep, firstInfoState and reInfoState into the app state, as docs/product.md#states-and-transitions derives them. */
function storeAuthStep(dispatch: ReturnType<typeof useAppDispatch>, steps: readonly AuthStepItem[]) {
  const { authStep, firstInfoState, reInfoState } = deriveAuthStep(steps);
  dispatch(setAuthStep(authStep));
  dispatch(setInfoStates({ firstInfoState, reInfoState }));
}

/** The process steps, kept in the app state while a KYC page is open. */
export function useAuthSteps() {
  const dispatch = useAppDispatch();
  const query = useGetUserAuthProcessStepQuery();
  useEffect(() => {
    if (query.data) storeAuthStep(dispatch, query.data);
  }, [dispatch, query.data]);
  return query;
}

/**
 * Moves a borrower through KYC: after each saved step to the first one still missing, and when nothing required is
 * missing, back to where they were going (the `redirect` query parameter, e.g. from borrowing).
 */
export function useKycFlow() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector(selectUserId);
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const returnTo = useMemo(() => {
    const raw = new URLSearchParams(searchStr).get('redirect');
    return raw === null ? null : safeReturnTo(raw, KYC_PATHS);
  }, [searchStr]);

  const go = useCallback((href: string) => navigate({ href, replace: false }), [navigate]);
  const goTo = useCallback((path: string) => go(withReturnTo(path, returnTo)), [go, returnTo]);

  /** Fresh process steps from the server, then the next page. */
  const goNext = useCallback(
    async (justSaved: PersonalInfoSection[] = []) => {
      const request = dispatch(getUserAuthProcessStep.initiate(undefined, { forceRefetch: true }));
      let steps: AuthStepItem[];
      try {
        steps = await request.unwrap();
      } finally {
        request.unsubscribe();
      }
      storeAuthStep(dispatch, steps);
      const saved = [...new Set([...loadSavedSections(userId), ...justSaved])];
      const next = firstMissingStep(steps, saved);
      return go(next ? stepHref(next, returnTo) : safeReturnTo(returnTo, KYC_PATHS));
    },
    [dispatch, go, returnTo, userId],
  );

  return { returnTo, goTo, goNext, finish: () => go(safeReturnTo(returnTo, KYC_PATHS)) };
}
