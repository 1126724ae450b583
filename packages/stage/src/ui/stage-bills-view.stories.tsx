import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { awaitingDeposit, stageOrder, threePlans } from '../fixtures/stage.fixtures';
import { StageBillsView } from './stage-bills-view';

const meta: Meta<typeof StageBillsView> = { title: 'stage/StageBillsView', component: StageBillsView, args: { order: stageOrder(), plans: threePlans(), onPay: fn(), onRetry: fn() } };
export default meta;
type Story = StoryObj<typeof StageBillsView>;

export const Ready: Story = {};
export const Loading: Story = { args: { order: null, plans: null } };
export const NotFound: Story = { args: { order: null, plans: null, error: 'This stage order does not exist' } };
export const NoBillsYet: Story = { args: { order: awaitingDeposit(), plans: [] } };
