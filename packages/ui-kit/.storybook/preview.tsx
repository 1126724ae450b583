import '../src/styles/react-vant-styles';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';

import { PocketConfigProvider } from '../src/config/pocket-config';

const preview: Preview = {
  ...shared,
  decorators: [
    (Story) => (
      <PocketConfigProvider>
        <Story />
      </PocketConfigProvider>
    ),
  ],
};

export default preview;
