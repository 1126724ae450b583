import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

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

export const MarketingCarousel: Story = {
  /** Tapping a banner opens what it advertises. */
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const banner = (await page.findAllByRole('button', { name: 'Spin the wheel every day' }))[0]!;
    await waitFor(() => expect(banner).toBeVisible());
    await userEvent.click(banner);
    await expect(args.onOpen).toHaveBeenCalledWith(args.banners[0]);
  },
};
export const MarketingOneBanner: Story = { args: { banners: BANNERS.slice(0, 1) } };
const onHolidaysClose = fn();
export const HolidayNotice: Story = {
  render: () => <HolidaysPopup visible notices={NOTICES} onClose={onHolidaysClose} />,
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const title = await page.findByText('Christmas Day and Boxing Day');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Got it' }));
    await expect(onHolidaysClose).toHaveBeenCalled();
  },
};
export const HolidayTwoNotices: Story = {
  render: () => <HolidaysPopup visible notices={[...NOTICES, { ...NOTICES[0]!, id: 3, title: "New Year's Day", body: 'Repayments on 1 January are credited the same day.' }]} onClose={fn()} />,
};
