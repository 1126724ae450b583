import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { StageRow } from './stage-row';
import type { StageView } from './stage-row';

const stage: StageView = {
  planId: 'p1',
  loanPeriod: 1,
  dueDate: '2026-12-06',
  principal: 100_000,
  interest: 14_000,
  fee: 2_000,
  penalty: 0,
  paid: 0,
  remaining: 116_000,
  status: 'REPAYING',
};

const meta: Meta<typeof StageRow> = {
  title: 'repayment/StageRow',
  component: StageRow,
  args: { stage, onRepay: fn(), onExtend: fn() },
};
export default meta;
type Story = StoryObj<typeof StageRow>;

export const Repaying: Story = {};
export const PartPaid: Story = { args: { stage: { ...stage, paid: 50_000, remaining: 66_000 } } };
export const Overdue: Story = {
  args: { stage: { ...stage, status: 'OVERDUE', overdueDays: 4, penalty: 4_000, remaining: 120_000 } },
};
export const Extended: Story = { args: { stage: { ...stage, dueDate: '2026-12-20', extensionCount: 1 } } };
export const Paid: Story = { args: { stage: { ...stage, status: 'SETTLED', paid: 116_000, remaining: 0 } } };
export const StageOfThree: Story = { args: { stage: { ...stage, loanPeriod: 2 }, stageCount: 3 } };
