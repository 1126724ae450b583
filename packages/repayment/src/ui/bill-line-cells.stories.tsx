import type { Meta, StoryObj } from '@storybook/react-vite';
import { CellGroup } from 'react-vant';
import { expect } from 'storybook/test';

import { instalmentLines } from '../fixtures/instalment.fixtures';
import { BillLineCells } from './bill-line-cells';

const meta: Meta<typeof BillLineCells> = {
  title: 'repayment/BillLineCells',
  component: BillLineCells,
  decorators: [(Story) => <CellGroup inset>{Story()}</CellGroup>],
  args: { lines: instalmentLines },
};
export default meta;
type Story = StoryObj<typeof BillLineCells>;

/** Nothing discounted, waived or added: only total, paid and remaining. */
export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total to repay')).toBeVisible();
    await expect(canvas.queryByText('Coupon discount')).toBeNull();
    await expect(canvas.queryByText('Extension fees')).toBeNull();
    await expect(canvas.getByText('Remaining amount')).toBeVisible();
  },
};

/** The case: K928 − K20 coupon + K64 extension fee − K972 paid (K10 from credit) = K0. */
export const EveryLine: Story = {
  args: { lines: { total: 92_800, couponDiscount: 2_000, waivers: 500, extensionFees: 6_400, paid: 96_700, creditApplied: 1_000, remaining: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('- K20.00')).toBeVisible();
    await expect(canvas.getByText('- K5.00')).toBeVisible();
    await expect(canvas.getByText('+ K64.00')).toBeVisible();
    await expect(canvas.getByText('of which K10.00 from your credit')).toBeVisible();
    await expect(canvas.getByText('K0.00')).toBeVisible();
  },
};
