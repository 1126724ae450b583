import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { loginSucceeded } from '@pocket/app-core/app-state';
import type { FeatureSlice } from '@pocket/app-core/feature-module';
import { openOverlay } from '@pocket/app-core/overlays';
import type { OverlayId } from '@pocket/app-core/overlays';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

import type { FakeApi } from './fake-api';
import { makeStore } from './make-store';


export interface RenderFeatureOptions {
  loggedIn?: boolean;
  overlay?: { id: OverlayId; params?: Record<string, unknown> };
  slices?: readonly FeatureSlice[];
  /** The language this browser kept from an earlier visit (the `lang` cookie): English when absent. */
  lang?: string;
}

/** Renders with a real store and the real api client pointed at the fake API; toasts are recorded, not shown. */
export function renderFeature(ui: ReactNode, api: FakeApi, options: RenderFeatureOptions = {}) {
  const toasts: string[] = [];
  const toaster = { show: (m: string) => toasts.push(m), fail: (m: string) => toasts.push(m) };
  const store = makeStore(options.lang ? { appState: { lang: options.lang } } : {}, { slices: options.slices ?? [], toaster, baseURL: api.baseURL, browserDefaults: true });
  if (options.loggedIn ?? true) store.dispatch(loginSucceeded({ token: 'test-token', id: 1 }));
  if (options.overlay) store.dispatch(openOverlay(options.overlay));
  const result = render(
    <Provider store={store}>
      <PocketConfigProvider>{ui}</PocketConfigProvider>
    </Provider>,
  );
  return { ...result, store, toasts };
}
