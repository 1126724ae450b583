import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { StoryApp } from '../stories/story-app';
import { LOGOUT_QUESTION, SetPage } from './set-page';

const meta: Meta<typeof StoryApp> = { title: 'account/SetPage', component: StoryApp };
export default meta;

/** Log Out asks first; in Storybook there is no server, so the revoke call fails and the session is cleared anyway. */
export const LoggedIn: StoryObj<typeof StoryApp> = {
  args: { page: SetPage, route: '/set', appState: { token: 'story', userId: '1', userInfo: { mobile: '0971234567' } } },
  /** Log Out asks first; Cancel keeps the session. */
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log Out' }));
    const question = await page.findByText(LOGOUT_QUESTION);
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};
