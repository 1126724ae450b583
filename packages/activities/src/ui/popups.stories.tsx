import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { BANNERS, NOTICES } from '../fixtures/activities.fixtures';
import { HolidaysPopup } from './holidays-popup';
import { MarketingPopup } from './marketing-popup';

const meta: Meta<typeof MarketingPopup> = {
  title: 'activities/Popups',
  component: MarketingPopup,
  args: { visible: true, banners: BANNERS, onClose: fn(), onOpen: fn() },
};
export default meta;
type Story = StoryObj<typeof MarketingPopup>;

export const MarketingCarousel: Story = {};
export const MarketingOneBanner: Story = { args: { banners: BANNERS.slice(0, 1) } };
export const HolidayNotice: Story = { render: () => <HolidaysPopup visible notices={NOTICES} onClose={fn()} /> };
export const HolidayTwoNotices: Story = {
  render: () => <HolidaysPopup visible notices={[...NOTICES, { ...NOTICES[0]!, id: 3, title: "New Year's Day", body: 'Repayments on 1 January are credited the same day.' }]} onClose={fn()} />,
};
