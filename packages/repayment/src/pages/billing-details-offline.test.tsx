import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LAST_SEEN_PREFIX } from '@pocket/api-client/last-seen-store';
import { loggedOut } from '@pocket/app-core/app-state';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';
import { OFFLINE_COPY_TEXT } from '@pocket/ui-kit/offline-copy';

import { loan } from '../fixtures/loan.fixtures';
import BillingDetailsPage from './billing-details-page';

vi.mock('@tanstack/react-router', () => ({ useParams: () => ({ orderId: '7' }), useNavigate: () => vi.fn() }));

const api = fakeApiPerFile();
/** The same app with the network gone: nothing listens on port 9 (discard), so every call fails to connect. */
const noConnection = () => ({ ...api, baseURL: 'http://127.0.0.1:9' }) as typeof api;
const keptCopies = () => Object.keys(localStorage).filter((key) => key.startsWith(LAST_SEEN_PREFIX));

describe('/billing-details without a connection shows the last bills seen, with their time (issue 32)', () => {
  it('a copy kept online is shown offline with "as of", Repay explains it needs a connection, and logout forgets it', async () => {
    api.on('/v3/order/queryLoanDetail/7', () => ({ data: loan() }));
    const online = renderFeature(<BillingDetailsPage />, api);
    expect(await screen.findByRole('button', { name: 'Repay' })).toBeEnabled();
    await waitFor(() => expect(keptCopies()).toEqual([`${LAST_SEEN_PREFIX}1.loan-detail.7`]));
    online.unmount();

    const offline = renderFeature(<BillingDetailsPage />, noConnection());
    const note = await screen.findByTestId('offline-copy-note');
    expect(note).toHaveTextContent(/^No connection: your bills as of \d\d:\d\d, \d{1,2} [A-Z][a-z]{2}/);
    expect(note).toHaveTextContent(OFFLINE_COPY_TEXT.body);
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    expect(offline.toasts).toContain(OFFLINE_COPY_TEXT.needsConnection);
    expect(screen.queryByRole('dialog')).toBeNull();

    offline.store.dispatch(loggedOut());
    expect(keptCopies()).toEqual([]);
    offline.unmount();
    renderFeature(<BillingDetailsPage />, noConnection());
    expect(await screen.findByText('Network error, please check your connection and try again')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-copy-note')).toBeNull();
  });

  it("Repay tapped on the copy says it needs a connection in the borrower's language (Nyanja)", async () => {
    api.on('/v3/order/queryLoanDetail/7', () => ({ data: loan() }));
    const online = renderFeature(<BillingDetailsPage />, api, { lang: 'ny' });
    await waitFor(() => expect(keptCopies()).toEqual([`${LAST_SEEN_PREFIX}1.loan-detail.7`]));
    online.unmount();
    const offline = renderFeature(<BillingDetailsPage />, noConnection(), { lang: 'ny' });
    await screen.findByTestId('offline-copy-note');
    // Nyanja's words come with the language's load (its catalogue and the desk's corrections), maybe after the copy.
    await userEvent.click(await screen.findByRole('button', { name: 'Bwezani' }));
    expect(offline.toasts).toContain('Mulibe intaneti. Kulipira ndi kuwonjezera nthawi zikufunika intaneti: chonde lumikizani ndi kuyesanso.');
    expect(offline.toasts).not.toContain(OFFLINE_COPY_TEXT.needsConnection);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a copy belongs to its borrower: another user signed in on the phone offline sees none', async () => {
    localStorage.clear();
    api.on('/v3/order/queryLoanDetail/7', () => ({ data: loan() }));
    const first = renderFeature(<BillingDetailsPage />, api);
    await waitFor(() => expect(keptCopies()).toHaveLength(1));
    first.unmount();
    const other = renderFeature(<BillingDetailsPage />, noConnection(), { loggedIn: false });
    other.store.dispatch({ type: 'appState/loginSucceeded', payload: { token: 't2', id: 2, uid: 'u2' } });
    expect(await screen.findByText('Network error, please check your connection and try again')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-copy-note')).toBeNull();
  });
});
