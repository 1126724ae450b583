import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { HomePhonesOffer } from './home-phones-offer';

const meta: Meta<typeof HomePhonesOffer> = { title: 'stage/HomePhonesOffer', component: HomePhonesOffer, args: { onOpen: fn() } };
export default meta;
type Story = StoryObj<typeof HomePhonesOffer>;

export const Offer: Story = {};
