import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';

import { appStateSlice } from '@pocket/app-core/app-state';
import { overlaysSlice } from '@pocket/app-core/overlays';

import { QpExtensionScreen } from './qp-extension-screen';

const meta: Meta<typeof QpExtensionScreen> = {
  title: 'extension/QpExtensionPage',
  component: QpExtensionScreen,
  decorators: [
    (Story) => (
      <Provider store={configureStore({ reducer: combineSlices(appStateSlice, overlaysSlice) })}>
        <Story />
      </Provider>
    ),
  ],
  args: { orderPlanId: 41, token: 'qp-token' },
};
export default meta;
type Story = StoryObj<typeof QpExtensionScreen>;

export const Verified: Story = {};
export const NotVerified: Story = { args: { token: null } };
