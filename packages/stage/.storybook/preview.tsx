import '@pocket/ui-kit/styles';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';
import { inEnglishStore } from '@pocket/testing/story-store';

const preview: Preview = { ...shared, decorators: [inEnglishStore] };

export default preview;
