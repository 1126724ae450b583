import type { Meta, StoryObj } from '@storybook/react-vite';

import { StoryApp } from '../stories/story-app';
import { SetPage } from './set-page';

const meta: Meta<typeof StoryApp> = { title: 'account/SetPage', component: StoryApp };
export default meta;

/** Log Out asks first; in Storybook there is no server, so the revoke call fails and the session is cleared anyway. */
export const LoggedIn: StoryObj<typeof StoryApp> = {
  args: { page: SetPage, route: '/set', appState: { token: 'story', userId: '1', userInfo: { mobile: '0971234567' } } },
};
