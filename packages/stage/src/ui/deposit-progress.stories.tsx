import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { awaitingDeposit, stageOrder } from '../fixtures/stage.fixtures';
import { DepositProgress } from './deposit-progress';

const meta: Meta<typeof DepositProgress> = { title: 'stage/DepositProgress', component: DepositProgress, args: { order: awaitingDeposit(), onOpenBills: fn(), onTryAgain: fn() } };
export default meta;
type Story = StoryObj<typeof DepositProgress>;

export const Waiting: Story = {};
export const Paid: Story = { args: { order: stageOrder() } };
export const NotPaid: Story = { args: { order: { ...awaitingDeposit(), status: 'CANCELLED', depositStatus: 'FAILED' } } };
