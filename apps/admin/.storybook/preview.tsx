import '../src/styles.css';
import type { Preview } from '@storybook/react-vite';

import shared from '@pocket/storybook-config/preview';

// The desk is desktop-first: a laptop's window, not the borrower's phone-sized canvas of the shared preset.
const preview: Preview = {
  ...shared,
  parameters: { ...shared.parameters, layout: 'padded', viewport: { defaultViewport: 'responsive' } },
};

export default preview;
