import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { StoryApp } from '../stories/story-app';
import { LOGOUT_QUESTION, SetPage } from './set-page';

const meta: Meta<typeof StoryApp> = { title: 'account/SetPage', component: StoryApp };
export default meta;

/**
 * Log Out asks first; in Storybook there is no server, so the revoke call fails and the session is cleared anyway. The
 * marketing switch's settings call fails too: its error toast holds the page (react-vant's forbidClick) for its 3 s, so
 * the story waits for that toast to come and go, as a borrower would.
 */
export const LoggedIn: StoryObj<typeof StoryApp> = {
  args: { page: SetPage, route: '/set', appState: { token: 'story', userId: '1', userInfo: { mobile: '0971234567' } } },
  /** Log Out asks first; Cancel keeps the session. */
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await waitFor(() => expect(document.body).toHaveClass('rv-toast--unclickable'), { timeout: 6_000 });
    await waitFor(() => expect(document.body).not.toHaveClass('rv-toast--unclickable'), { timeout: 6_000 });
    await userEvent.click(await canvas.findByRole('button', { name: 'Log Out' }));
    const question = await page.findByText(LOGOUT_QUESTION);
    await waitFor(() => expect(question).toBeVisible());
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};
