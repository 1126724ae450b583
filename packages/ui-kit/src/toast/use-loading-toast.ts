import { useEffect } from 'react';

import { useKitText } from '@pocket/app-core/kit-text';

import { PROGRESS_TEXT, showProgressToast } from './progress-toast';

/**
 * 'Loading...' (in the borrower's language) while a load is in flight; dismissed when it ends, whether it succeeded or
 * failed (docs/product.md#error-catalogue).
 */
export function useLoadingToast(loading: boolean): void {
  const t = useKitText();
  const text = t(PROGRESS_TEXT.loading);
  useEffect(() => {
    if (!loading) return;
    return showProgressToast(text);
  }, [loading, text]);
}
