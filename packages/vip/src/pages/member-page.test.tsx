import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { userInfoLoaded } from '@pocket/app-core/app-state';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import { infoFixtures, userFixture } from '../fixtures';
import MemberPage from './member-page';

const INFO = '/vip/getVipCardInfo';
const user = { ...userFixture, mobile: '0971234567' };

const api = fakeApiPerFile(() => {
  api.on('/my/getUserInfo', { data: user });
});

describe('Member tab page', () => {
  it('member is anonymous: the cards show without a session, and buying opens the login panel first', async () => {
    api.on(INFO, { data: infoFixtures.anonymous });
    const { store } = renderFeature(<MemberPage />, api, { loggedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy VIP Monthly' }));
    expect(store.getState().overlays.login?.open).toBe(true);
    expect(store.getState().overlays.vipPayment?.open ?? false).toBe(false);
    expect(api.callsTo(INFO)[0]!.headers.token).toBeUndefined();
  });

  it('a borrower’s buy opens the VIP payment popup with the card and their phone (vipPaymentParams)', async () => {
    api.on(INFO, { data: infoFixtures.notMember });
    const { store } = renderFeature(<MemberPage />, api);
    store.dispatch(userInfoLoaded(user));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy VIP Quarterly' }));
    expect(store.getState().appState).toMatchObject({
      vipPaymentShow: true,
      vipPaymentParams: { name: 'VIP Quarterly', payAmount: 12_900, vipCardId: 2, mobile: '0971234567' },
    });
  });

  it('a payment in flight is followed until final without a reload', async () => {
    let asked = 0;
    api.on(INFO, () => {
      asked += 1;
      return { data: asked < 3 ? infoFixtures.paying : infoFixtures.active };
    });
    renderFeature(<MemberPage />, api);
    expect(await screen.findByText('Waiting for payment')).toBeInTheDocument();
    expect(await screen.findByText('Member until 2026-05-31', {}, { timeout: 10_000 })).toBeInTheDocument();
    const settledAt = asked;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(asked).toBe(settledAt);
    await waitFor(() => expect(api.callsTo('/my/getUserInfo').length > 0).toBe(true));
  });

  it("says its own failure text in the borrower's language (Bemba) when the server sends no words", async () => {
    api.on(INFO, { code: 500, status: 500, msg: '' });
    renderFeature(<MemberPage />, api, { lang: 'bem' });
    expect(await screen.findByText('Tacaletele, napapata eseshenipo na kabili')).toBeInTheDocument();
    expect(screen.queryByText('Loading failed, please try again')).not.toBeInTheDocument();
  });
});
