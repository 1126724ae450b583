import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';
import { Provider } from 'react-redux';

import shared from '@pocket/storybook-config/preview';
import { makeStore } from '@pocket/testing/make-store';

const preview: Preview = {
  ...shared,
  decorators: [
    // The views say their words in the borrower's language (`useText` reads the app state's `lang`): a store, in English.
    (Story) => (
      <Provider store={makeStore()}>
        <Story />
      </Provider>
    ),
  ],
};

export default preview;
