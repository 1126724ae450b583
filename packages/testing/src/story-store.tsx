import type { Decorator } from '@storybook/react-vite';
import { Provider } from 'react-redux';

import { makeStore } from './make-store';

/**
 * A Storybook decorator for views that say their words in the borrower's language (`useText` reads the app state's
 * `lang`): each story inside a store, in English (docs/languages.md).
 */
export const inEnglishStore: Decorator = (Story) => (
  <Provider store={makeStore()}>
    <Story />
  </Provider>
);
