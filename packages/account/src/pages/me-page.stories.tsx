import type { Meta, StoryObj } from '@storybook/react-vite';

import { CreditScorePopup } from '../overlays/credit-score-popup';
import { StoryApp } from '../stories/story-app';
import { MePage } from './me-page';

function MeWithPopup() {
  return (
    <>
      <MePage />
      <CreditScorePopup />
    </>
  );
}

const meta: Meta<typeof StoryApp> = { title: 'account/MePage', component: StoryApp };
export default meta;

export const LoggedIn: StoryObj<typeof StoryApp> = {
  args: { page: MeWithPopup, route: '/me', appState: { token: 'story', userId: '1', userInfo: { mobile: '0971234567' } } },
};

function LoansStandIn() {
  return <p style={{ padding: 16 }}>(the borrow feature's loans list renders here)</p>;
}

export const WithLoansSlot: StoryObj<typeof StoryApp> = {
  args: { ...LoggedIn.args!, page: MeWithPopup, route: '/me', slots: { meLoans: [LoansStandIn] } },
};
