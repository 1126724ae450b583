import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';
import { inEnglishStore } from '@pocket/testing/story-store';

// The forms say their words through `t` (useText reads the store's language): each story in an English store.
const preview: Preview = { ...shared, decorators: [inEnglishStore] };

export default preview;
