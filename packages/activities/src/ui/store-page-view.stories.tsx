import type { Meta, StoryObj } from '@storybook/react-vite';

import { StorePageView } from './store-page-view';

const meta: Meta<typeof StorePageView> = {
  title: 'activities/StorePageView',
  component: StorePageView,
  args: { packageName: 'zm.co.pocket.app', appDownloadLink: '/?source=pwa&appChannelCode=h5', alternateChannelDownloadLink: 'https://play.google.com/store/apps/details?id=zm.co.pocket.app' },
};
export default meta;
type Story = StoryObj<typeof StorePageView>;

export const WithLinks: Story = {};
export const LinksLoading: Story = { args: { packageName: '', appDownloadLink: '', alternateChannelDownloadLink: '' } };
