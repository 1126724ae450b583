import { createMemoryHistory } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { FeatureModule } from '@pocket/app-core/feature-module';
import { lazySlot } from '@pocket/app-core/slots';
import { makeStore } from '@pocket/testing/render';

import { App } from '../app';
import { createShellRouter } from './create-router';

describe('the shell router', () => {
  it('asks for the contributions to a page’s slots together with the page, not once the page has rendered', async () => {
    const offer = vi.fn(() => Promise.resolve({ default: () => <p>offer</p> }));
    // The home page never arrives: whatever loads the offer cannot be the page rendering its slot.
    const homePage = vi.fn(() => new Promise<{ default: () => null }>(() => undefined));
    const features: FeatureModule[] = [
      { name: 'borrow-test', pages: { home: homePage } },
      { name: 'vip-test', slots: { homeOffers: lazySlot(offer) } },
    ];
    const store = makeStore();
    const router = createShellRouter(store, features, createMemoryHistory({ initialEntries: ['/home'] }));
    render(<App store={store} router={router} features={features} />);
    await waitFor(() => expect(homePage).toHaveBeenCalled());
    expect(offer).toHaveBeenCalled();
  });
});
