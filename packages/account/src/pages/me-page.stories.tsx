import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { CREDIT_SCORE_TEXT, CreditScorePopup } from '../overlays/credit-score-popup';
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
  /** The signed-in phone is shown masked; 'Credit Score' opens its description. */
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('097****567')).toBeVisible();
    await expect(canvas.queryByText('0971234567')).toBeNull();
    await userEvent.click(canvas.getByText('Credit Score'));
    // The popup renders on document.body, outside the story's canvas.
    const text = await within(document.body).findByText(CREDIT_SCORE_TEXT);
    await waitFor(() => expect(text).toBeVisible());
  },
};

function LoansStandIn() {
  return <p style={{ padding: 16 }}>(the borrow feature's loans list renders here)</p>;
}

export const WithLoansSlot: StoryObj<typeof StoryApp> = {
  args: { ...LoggedIn.args!, page: MeWithPopup, route: '/me', slots: { meLoans: [LoansStandIn] } },
};
