import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StorePageView } from './store-page-view';

const meta: Meta<typeof StorePageView> = {
  title: 'activities/StorePageView',
  component: StorePageView,
  args: { packageName: 'zm.co.pocket.app', appDownloadLink: '/?source=pwa&appChannelCode=h5', alternateChannelDownloadLink: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app' },
};
export default meta;
type Story = StoryObj<typeof StorePageView>;

export const WithLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Install' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=zm.co.pocket.app');
  },
};
export const LinksLoading: Story = {
  args: { packageName: '', appDownloadLink: '', alternateChannelDownloadLink: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Install' })).toBeNull();
  },
};
