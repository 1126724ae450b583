import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';
import { Provider } from 'react-redux';

import shared from '@pocket/storybook-config/preview';
import { makeStore } from '@pocket/testing/make-store';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

const preview: Preview = {
  ...shared,
  decorators: [
    // The panel says its words in the borrower's language (`useText` reads the app state's `lang`): a store, in English.
    (Story) => (
      <Provider store={makeStore()}>
        <PocketConfigProvider>
          <Story />
        </PocketConfigProvider>
      </Provider>
    ),
  ],
};

export default preview;
