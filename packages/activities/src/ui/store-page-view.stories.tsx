import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StorePageView } from './store-page-view';

const meta: Meta<typeof StorePageView> = {
  title: 'activities/StorePageView',
  component: StorePageView,
  args: { packageName: 'zm.co.pocket.app', appDownloadLink: '/?source=pwa&appChannelCode=h5', alternateChannelDownloadLink: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app', figures: null },
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
export const WithFiguresEntered: Story = {
  args: { figures: { rating: 4.1, ratingCount: 1_204, downloads: '10K+', contentRating: 'Rated for 18+', containsAds: false, inAppPurchases: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.1★')).toBeVisible();
    await expect(canvas.getByText('1,204 reviews')).toBeVisible();
  },
};
