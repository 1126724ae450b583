import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { phone, tecno } from '../fixtures/stage.fixtures';
import { PhoneCard } from './phone-card';

const meta: Meta<typeof PhoneCard> = { title: 'stage/PhoneCard', component: PhoneCard, args: { phone: phone(), onChoose: fn() } };
export default meta;
type Story = StoryObj<typeof PhoneCard>;

export const Itel: Story = {};
export const Tecno: Story = { args: { phone: tecno() } };
