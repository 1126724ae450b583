import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';
import { inEnglishStore } from '@pocket/testing/story-store';
import { PocketConfigProvider } from '@pocket/ui-kit/config';

const preview: Preview = {
  ...shared,
  // The pages say their words through `t` (useText reads the store's language): each story in an English store too.
  decorators: [
    inEnglishStore,
    (Story) => (
      <PocketConfigProvider>
        <Story />
      </PocketConfigProvider>
    ),
  ],
};

export default preview;
