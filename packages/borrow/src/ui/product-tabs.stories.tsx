import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ProductTabs } from './product-tabs';

const meta: Meta<typeof ProductTabs> = {
  title: 'borrow/ProductTabs',
  component: ProductTabs,
  args: { titles: ['Pocket Loan', 'Pocket Plus'], active: 0, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof ProductTabs>;

export const TwoProducts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pocket Loan' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pocket Plus' }));
    await expect(args.onChange).toHaveBeenCalledWith(1);
  },
};
