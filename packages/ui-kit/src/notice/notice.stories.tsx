import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { palette } from '../palette/palette';
import { Notice } from './notice';

const meta: Meta<typeof Notice> = { title: 'ui-kit/Notice', component: Notice };
export default meta;
type Story = StoryObj<typeof Notice>;

export const Reminder: Story = {
  args: { children: 'Your bill of K1,050.50 is due on 2026-12-01. Repay on time to keep your limit growing.' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    // wraps: as tall as its lines, never cut to one
    await expect(notice.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};
export const Failed: Story = {
  args: { color: palette.danger, background: palette.dangerSurface, children: 'Payment failed: the PIN was wrong. Try again.' },
};
