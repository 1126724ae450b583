import { useEffect } from 'react';

import { showProgressToast } from './progress-toast';

/** 'Loading...' while a load is in flight; dismissed when it ends, whether it succeeded or failed (docs/product.md#error-catalogue). */
export function useLoadingToast(loading: boolean): void {
  useEffect(() => {
    if (!loading) return;
    return showProgressToast('Loading...');
  }, [loading]);
}
