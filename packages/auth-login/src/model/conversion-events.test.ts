import { describe, expect, it, vi } from 'vitest';

import { dataLayerSink, reportRegistration, shouldFireConversion } from './conversion-events';

const HALF = ['WM2', 'NEP2', 'H5GPF', 'PANDA2', 'LIMI2', 'VM'];

describe('registration conversion events (docs/product.md#states-and-transitions)', () => {
  it.each(HALF)('%s fires when the draw falls in the lower half and not otherwise', (channel) => {
    expect(shouldFireConversion(1, channel, () => 0.49)).toBe(true);
    expect(shouldFireConversion(1, channel, () => 0.5)).toBe(false);
  });

  it('fires for about half of registrations on a 50% channel', () => {
    let seed = 42;
    // A small LCG keeps the draw deterministic and spread over [0, 1).
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const fired = Array.from({ length: 2_000 }, () => shouldFireConversion(1, 'VM', random)).filter(Boolean).length;
    expect(fired).toBeGreaterThan(900);
    expect(fired).toBeLessThan(1_100);
  });

  it('H5GGZT always fires', () => {
    expect(shouldFireConversion(1, 'H5GGZT', () => 0.99)).toBe(true);
  });

  it('fires only for a new registration (appRedirectStatus 1)', () => {
    expect(shouldFireConversion(0, 'H5GGZT', () => 0)).toBe(false);
    expect(shouldFireConversion(0, 'VM', () => 0)).toBe(false);
  });

  it('never fires for other channels such as the default h5', () => {
    expect(shouldFireConversion(1, 'h5', () => 0)).toBe(false);
    expect(shouldFireConversion(1, 'wm2', () => 0)).toBe(false);
  });

  it('sends the channel to the sink when it fires', () => {
    const sink = vi.fn();
    expect(reportRegistration(1, 'PANDA2', { random: () => 0.1, sink })).toBe(true);
    expect(sink).toHaveBeenCalledWith({ event: 'registration_conversion', channel: 'PANDA2' });
    expect(reportRegistration(1, 'PANDA2', { random: () => 0.9, sink })).toBe(false);
    expect(sink).toHaveBeenCalledTimes(1);
  });

  it("the default sink pushes to the page's data layer", () => {
    dataLayerSink({ event: 'registration_conversion', channel: 'H5GGZT' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'registration_conversion',
      channel: 'H5GGZT',
    });
  });
});
