import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { HomePhonesOffer } from './home-phones-offer';

const meta: Meta<typeof HomePhonesOffer> = { title: 'stage/HomePhonesOffer', component: HomePhonesOffer, args: { onOpen: fn() } };
export default meta;
type Story = StoryObj<typeof HomePhonesOffer>;

export const Offer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const offer = canvas.getByText('Take a smartphone home for a deposit and pay the rest in stages');
    await expect(offer).toBeVisible();
    await userEvent.click(offer);
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};
