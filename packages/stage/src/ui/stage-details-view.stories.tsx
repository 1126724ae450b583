import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StageIndex, StageOrder, StagePhone } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { awaitingDeposit, phone, stageIndex, stageOrder } from '../fixtures/stage.fixtures';
import { StageDetailsView } from './stage-details-view';

const meta: Meta<typeof StageDetailsView> = {
  title: 'stage/StageDetailsView',
  component: StageDetailsView,
  args: {
    index: inside<StageIndex>(stageIndex()),
    chosen: null,
    tracked: null,
    defaultMobile: '0961234567',
    onChoose: fn(), onBack: fn(), onPay: fn(), onOpenBills: fn(), onTryAgain: fn(), onRetry: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof StageDetailsView>;

export const Catalogue: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('itel A18')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Choose' })[0]!);
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};
export const Loading: Story = { args: { index: null } };
export const LoadError: Story = {
  args: { index: null, error: 'Network error, please try again' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const WithOrders: Story = { args: { index: inside<StageIndex>(stageIndex({ orders: [stageOrder(), stageOrder({ orderId: 4, status: 'SETTLED', statusText: 'Paid off', remainingAmount: 0, nextRepayDate: null })] })) } };
export const PhoneChosen: Story = {
  args: { chosen: inside<StagePhone>(phone()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('phone-offer')).toBeVisible();
    await expect(canvas.getByText('Payment schedule')).toBeVisible();
  },
};
export const PhoneAboveLimit: Story = { args: { chosen: inside<StagePhone>(phone()), index: inside<StageIndex>(stageIndex({ availableLimit: 0 })) } };
export const Paying: Story = { args: { chosen: inside<StagePhone>(phone()), paying: true } };
export const DepositWaiting: Story = { args: { tracked: inside<StageOrder>(awaitingDeposit()) } };
export const DepositPaid: Story = { args: { tracked: inside<StageOrder>(stageOrder()) } };
export const DepositFailed: Story = { args: { tracked: inside<StageOrder>({ ...awaitingDeposit(), status: 'CANCELLED', depositStatus: 'FAILED' }) } };
