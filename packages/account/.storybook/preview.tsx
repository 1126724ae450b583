import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

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
