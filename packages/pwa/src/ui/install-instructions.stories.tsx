import type { Meta, StoryObj } from '@storybook/react-vite';

import { InstallInstructions } from './install-instructions';

const meta = {
  title: 'pwa/Install instructions',
  component: InstallInstructions,
  args: { visible: true, platform: 'ios', onClose: () => undefined },
} satisfies Meta<typeof InstallInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IosSafari: Story = {};

export const AndroidOtherBrowser: Story = { args: { platform: 'android-other' } };
