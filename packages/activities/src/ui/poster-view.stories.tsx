import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { palette } from '@pocket/ui-kit/palette';

import { PosterView } from './poster-view';

const poster = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><rect width="600" height="900" fill="${palette.activityOrange}"/><rect x="130" y="350" width="340" height="340" rx="24" fill="${palette.surface}"/></svg>`)}`;

const meta: Meta<typeof PosterView> = {
  title: 'activities/PosterView',
  component: PosterView,
  args: {
    loggedIn: true, loading: false, error: null, canShare: true, posterUrl: poster, link: 'https://pocket.example/home?invite=K7Q2M9XA',
    invite: { inviteCode: 'K7Q2M9XA', invited: 3, rewarded: 1, rewardCoupon: 'K30 off for inviting a friend' },
    onRetry: fn(), onLogin: fn(), onSave: fn(), onShare: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof PosterView>;

export const Ready: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('K7Q2M9XA')).toBeVisible();
    await expect(canvas.getByAltText('Invite poster with the QR code of https://pocket.example/home?invite=K7Q2M9XA')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save poster' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share poster' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
  },
};
export const DrawingPoster: Story = {
  args: { posterUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drawing your poster...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save poster' })).toBeDisabled();
  },
};
export const DownloadOnly: Story = {
  args: { canShare: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Share poster' })).toBeNull();
  },
};
export const Anonymous: Story = {
  args: { loggedIn: false, invite: null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /log in/i }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { invite: null, loading: true } };
export const Failed: Story = { args: { invite: null, error: 'Network error, please check your connection and try again' } };
