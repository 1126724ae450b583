import type { Meta, StoryObj } from '@storybook/react-vite';

import { StoryApp } from '../stories/story-app';
import { CreditScorePopup } from './credit-score-popup';

const meta: Meta<typeof StoryApp> = { title: 'account/CreditScorePopup', component: StoryApp };
export default meta;

export const Open: StoryObj<typeof StoryApp> = {
  args: { page: CreditScorePopup, route: '/home', overlays: { creditScore: { open: true } } },
};
