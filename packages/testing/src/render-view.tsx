import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';

import { makeStore } from './make-store';
import type { TestPreloadedState } from './make-store';

/**
 * Renders a view inside a store, as the app does: a view says its words through `t` (`useText`, which reads the app
 * state's `lang`), in English unless `state` says otherwise (docs/languages.md).
 */
export function renderView(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { state?: TestPreloadedState } = {}) {
  const { state, ...rest } = options;
  const store = makeStore(state);
  const InStore = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...render(ui, { ...rest, wrapper: InStore }), store };
}
