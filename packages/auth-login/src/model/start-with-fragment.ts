import { appStarted } from '@pocket/app-core/app-state';
import type { AppDispatch, AppStartListening } from '@pocket/app-core/hooks';

/**
 * At start-up, once: takes a one-time value from the address bar (`take`) and, when there is one, goes on with it.
 * `run` loads its code lazily, so the start-up bundle carries none of it.
 */
export function startWithFragment(startListening: AppStartListening, take: () => string | null, run: (value: string, dispatch: AppDispatch) => Promise<unknown>) {
  return startListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const value = typeof window === 'undefined' ? null : take();
      if (value) await run(value, api.dispatch);
    },
  });
}
