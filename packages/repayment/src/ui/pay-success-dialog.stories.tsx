import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { PaySuccessDialog } from './pay-success-dialog';

const meta: Meta<typeof PaySuccessDialog> = {
  title: 'repayment/PaySuccessDialog',
  component: PaySuccessDialog,
  args: { visible: true, onOk: fn() },
};
export default meta;

export const Open: StoryObj<typeof PaySuccessDialog> = {};
