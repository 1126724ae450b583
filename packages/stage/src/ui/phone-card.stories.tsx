import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import type { StagePhone } from '@pocket/contracts/api/stage';
import { inside } from '@pocket/testing/inside';

import { phone, tecno } from '../fixtures/stage.fixtures';
import { PhoneCard } from './phone-card';

const meta: Meta<typeof PhoneCard> = { title: 'stage/PhoneCard', component: PhoneCard, args: { phone: inside<StagePhone>(phone()), onChoose: fn() } };
export default meta;
type Story = StoryObj<typeof PhoneCard>;

export const Itel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('itel A18')).toBeVisible();
    await expect(canvas.getByText(/^Price K1,150\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};
export const Tecno: Story = { args: { phone: inside<StagePhone>(tecno()) } };
