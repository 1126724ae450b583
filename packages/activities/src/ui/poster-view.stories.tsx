import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { PosterView } from './poster-view';

const poster = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900"><rect width="600" height="900" fill="#F08A24"/><rect x="130" y="350" width="340" height="340" rx="24" fill="#fff"/></svg>')}`;

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

export const Ready: Story = {};
export const DrawingPoster: Story = { args: { posterUrl: null } };
export const DownloadOnly: Story = { args: { canShare: false } };
export const Anonymous: Story = { args: { loggedIn: false, invite: null } };
export const Loading: Story = { args: { invite: null, loading: true } };
export const Failed: Story = { args: { invite: null, error: 'Network error, please check your connection and try again' } };
