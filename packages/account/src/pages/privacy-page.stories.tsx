import type { Meta, StoryObj } from '@storybook/react-vite';

import { StoryApp } from '../stories/story-app';
import { PrivacyPage } from './privacy-page';

const meta: Meta<typeof StoryApp> = { title: 'account/PrivacyPage', component: StoryApp };
export default meta;

export const Policy: StoryObj<typeof StoryApp> = { args: { page: PrivacyPage, route: '/agreement/privacy' } };
