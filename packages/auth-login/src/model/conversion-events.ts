import { ALWAYS_CONVERSION_CHANNELS, HALF_CHANCE_CONVERSION_CHANNELS } from '@pocket/contracts/constants';

/** A number in [0, 1), like Math.random; injected so that tests decide the draw. */
export type RandomSource = () => number;

/** Where a conversion is reported; the default pushes to the tag manager's data layer the channel pages carry. */
export type ConversionSink = (event: { event: 'registration_conversion'; channel: string }) => void;

const halfChance: readonly string[] = HALF_CHANCE_CONVERSION_CHANNELS;
const always: readonly string[] = ALWAYS_CONVERSION_CHANNELS;

/**
 * docs/product.md#states-and-transitions: only a new registration (appRedirectStatus 1) counts; channels WM2, NEP2, H5GPF, PANDA2, LIMI2 and
 * VM report it with about 50% chance, H5GGZT always, any other channel never.
 */
export function shouldFireConversion(appRedirectStatus: number, channel: string, random: RandomSource): boolean {
  if (appRedirectStatus !== 1) return false;
  if (always.includes(channel)) return true;
  if (halfChance.includes(channel)) return random() < 0.5;
  return false;
}

export const dataLayerSink: ConversionSink = (event) => {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
};

/** Reports the registration when the rule says so; answers whether it did. */
export function reportRegistration(
  appRedirectStatus: number,
  channel: string,
  { random = Math.random, sink = dataLayerSink }: { random?: RandomSource; sink?: ConversionSink } = {},
): boolean {
  if (!shouldFireConversion(appRedirectStatus, channel, random)) return false;
  sink({ event: 'registration_conversion', channel });
  return true;
}
