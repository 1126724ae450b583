import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

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

export const OneSpinLeft: Story = {
  /** A spin runs the wheel, then says what was won and leads to the coupons. */
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('1 spin left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    const page = within(document.body);
    const title = await page.findByText('Congratulations!', {}, { timeout: 20_000 });
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText('You won K10 off your bill. It is waiting for you under Coupon.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'View coupons' }));
    await expect(args.onViewCoupons).toHaveBeenCalledOnce();
  },
};
export const LandsOnNothing: Story = { args: { onSpin: async () => wonSpin({ won: false, couponName: null, label: 'Thanks for playing', prizeIndex: 1 }) } };
export const NoSpinsLeft: Story = {
  args: { data: turntable({ spinsLeft: 0, history: [{ spinId: 1, prizeId: 3, label: 'K10 off', won: true, couponName: 'K10 off your bill', at: '2026-11-22T08:00:00Z' }, { spinId: 2, prizeId: 2, label: 'Thanks for playing', won: false, couponName: null, at: '2026-11-21T08:00:00Z' }] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Come back tomorrow' })).toBeDisabled();
    await expect(canvas.getByText('K10 off your bill')).toBeVisible();
  },
};
export const Anonymous: Story = {
  args: { data: turntable({ loggedIn: false, spinsLeft: 0 }) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to spin' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { data: null, loading: true } };
export const Failed: Story = { args: { data: null, error: 'Network error, please check your connection and try again' } };
