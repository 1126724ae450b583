import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StageOrder, StagePlan } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { awaitingDeposit, stageOrder, threePlans } from '../fixtures/stage.fixtures';
import { StageBillsView } from './stage-bills-view';

const meta: Meta<typeof StageBillsView> = { title: 'stage/StageBillsView', component: StageBillsView, args: { order: inside<StageOrder>(stageOrder()), plans: inside<StagePlan[]>(threePlans()), onPay: fn(), onRetry: fn() } };
export default meta;
type Story = StoryObj<typeof StageBillsView>;

export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const pay = canvas.getAllByRole('button', { name: 'Pay' });
    await expect(pay.length).toBeGreaterThan(0);
    await userEvent.click(pay[0]!);
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { order: null, plans: null } };
export const NotFound: Story = {
  args: { order: null, plans: null, error: 'This stage order does not exist' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('This stage order does not exist')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const NoBillsYet: Story = { args: { order: inside<StageOrder>(awaitingDeposit()), plans: [] } };
