import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'react-vant';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { textsIn } from '@pocket/app-core/say';
import { catalogueEnglishIn } from '@pocket/testing/catalogue-english';
import { fakeApiPerFile } from '@pocket/testing/fake-api-per-file';
import { renderFeature } from '@pocket/testing/render-feature';

import HomePushOffer from './push-offer-card';

const api = fakeApiPerFile(() => {
  api.on('/messages/push', { data: { publicKey: 'BPk', subscriptions: 0, loanPaidOut: true } });
});

/** A browser with push, no subscription yet, whose borrower says no to the browser's own question. */
beforeEach(() => {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.resolve('denied') });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(null) } }) } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  // The 3 s message toast would outlive the test environment: let its leave transition run while jsdom's window exists.
  Toast.clear();
  await new Promise((resolve) => setTimeout(resolve, 400));
});

describe("the push offer in the borrower's language (issue 48)", () => {
  it('the card in Bemba, and says notifications are off in Bemba when the browser was refused, and the offer closes', async () => {
    // The page says English until the language's words have come (docs/languages.md): the toast is asked for before
    // any Bemba word is on screen, so the words are fetched first, as a borrower who chose Bemba earlier has them.
    await textsIn('bem');
    const { container } = renderFeature(<HomePushOffer />, api, { lang: 'bem' });
    // The card itself is in Bemba: its title, pitch and buttons (no English left).
    expect(await screen.findByRole('heading', { name: 'Pokeleleni amashiwi ya kumwishibisha pali iyi foni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Te nomba' })).toBeInTheDocument();
    expect(catalogueEnglishIn(container, 'bem')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Bikenipo amashiwi ya kumwishibisha' }));
    expect(await screen.findByText('Amashiwi ya kumwishibisha yalilekwa. Pa kuyapoka, suminisheni Pocket ukumwishibisha mu fya kupanga fya browser yenu.')).toBeInTheDocument();
    expect(screen.queryByTestId('push-offer')).not.toBeInTheDocument();
  });

  it('says it in English word for word', async () => {
    renderFeature(<HomePushOffer />, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are off. To get them, allow notifications for Pocket in your browser settings.')).toBeInTheDocument();
  });
});
