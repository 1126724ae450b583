import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { turntable, wonSpin } from '../fixtures/activities.fixtures';
import { TurntableView } from './turntable-view';

const meta: Meta<typeof TurntableView> = {
  title: 'activities/TurntableView',
  component: TurntableView,
  args: {
    data: turntable(), loading: false, error: null, onRetry: fn(), onLogin: fn(), onViewCoupons: fn(), onSettled: fn(),
    onSpin: async () => {
      await new Promise((r) => setTimeout(r, 800));
      return wonSpin();
    },
  },
};
export default meta;
type Story = StoryObj<typeof TurntableView>;

export const OneSpinLeft: Story = {};
export const LandsOnNothing: Story = { args: { onSpin: async () => wonSpin({ won: false, couponName: null, label: 'Thanks for playing', prizeIndex: 1 }) } };
export const NoSpinsLeft: Story = {
  args: { data: turntable({ spinsLeft: 0, history: [{ spinId: 1, prizeId: 3, label: 'K10 off', won: true, couponName: 'K10 off your bill', at: '2026-11-22T08:00:00Z' }, { spinId: 2, prizeId: 2, label: 'Thanks for playing', won: false, couponName: null, at: '2026-11-21T08:00:00Z' }] }) },
};
export const Anonymous: Story = { args: { data: turntable({ loggedIn: false, spinsLeft: 0 }) } };
export const Loading: Story = { args: { data: null, loading: true } };
export const Failed: Story = { args: { data: null, error: 'Network error, please check your connection and try again' } };
