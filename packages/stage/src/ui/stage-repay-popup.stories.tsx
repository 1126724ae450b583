import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { StageRepayPopup } from './stage-repay-popup';

const meta: Meta<typeof StageRepayPopup> = {
  title: 'stage/StageRepayPopup',
  component: StageRepayPopup,
  args: { visible: true, amount: 19_014, mobile: '0961234567', onMobileChange: fn(), onClose: fn(), onSubmit: fn() },
};
export default meta;
type Story = StoryObj<typeof StageRepayPopup>;

export const Ready: Story = {};
export const EmptyAccount: Story = { args: { mobile: '' } };
export const Submitting: Story = { args: { submitting: true } };
export const OverdueBill: Story = { args: { amount: 19_473 } };
