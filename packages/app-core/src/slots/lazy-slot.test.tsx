import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
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

describe('a lazy slot contribution', () => {
  const Offer = () => <p>Phones on stages</p>;
  const page = (Slot: ComponentType) => (
    <Suspense fallback={<p>loading</p>}>
      <Slot />
    </Suspense>
  );

  it("whose code was preloaded renders in the page's first pass, without a fallback, and loads once", async () => {
    const load = vi.fn(() => Promise.resolve({ default: Offer }));
    const Slot = lazySlot(load);
    await Slot.preload();
    render(page(Slot));
    expect(screen.getByText('Phones on stages')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it("rendered before its code is here shows the fallback, then itself, sharing the preload's request", async () => {
    let arrive: (module: { default: typeof Offer }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Offer }>((resolve) => (arrive = resolve)));
    const Slot = lazySlot(load);
    void Slot.preload();
    render(page(Slot));
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: Offer });
    expect(await screen.findByText('Phones on stages')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('whose preload failed (offline) is loaded again by the render', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Offer });
    const Slot = lazySlot(load);
    await expect(Slot.preload()).rejects.toThrow('offline');
    render(page(Slot));
    expect(await screen.findByText('Phones on stages')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
