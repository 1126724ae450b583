import { describe, expect, it, vi } from 'vitest';

import { lazySlot, preloadSlotsOf } from './lazy-slot';

const module = { default: () => null };

describe('slot contributions load with the page that hosts them', () => {
  it('loading /home starts every lazy contribution to homeOffers, and nothing else', () => {
    const phones = vi.fn(() => Promise.resolve(module));
    const vip = vi.fn(() => Promise.resolve(module));
    const loans = vi.fn(() => Promise.resolve(module));
    const Static = () => null;
    const slots = { homeOffers: [lazySlot(phones), Static, lazySlot(vip)], meLoans: [lazySlot(loans)] };
    preloadSlotsOf('home', slots);
    expect(phones).toHaveBeenCalledOnce();
    expect(vip).toHaveBeenCalledOnce();
    expect(loans).not.toHaveBeenCalled();
    preloadSlotsOf('me', slots);
    expect(loans).toHaveBeenCalledOnce();
  });

  it('a page without slots preloads nothing; a failed preload is left to the render (its Suspense), not thrown', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    preloadSlotsOf('quickRepay', { homeOffers: [lazySlot(failing)] });
    expect(failing).not.toHaveBeenCalled();
    expect(() => preloadSlotsOf('home', { homeOffers: [lazySlot(failing)] })).not.toThrow();
    await Promise.resolve();
    expect(failing).toHaveBeenCalledOnce();
  });
});
