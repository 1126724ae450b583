import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from 'react-vant';

import { BindPhonePanel } from './bind-phone-panel';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta: Meta<typeof BindPhonePanel> = {
  title: 'auth-login/BindPhonePanel',
  component: BindPhonePanel,
  args: {
    visible: true,
    onBack: () => Toast.info('Back'),
    onSendCode: async () => (await wait(800), true),
    onBind: () => wait(1200),
  },
};
export default meta;

export const Default: StoryObj<typeof BindPhonePanel> = {};
