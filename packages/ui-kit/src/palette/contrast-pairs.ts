// Only palette.test.ts reads these pairs: a module of its own, so that no bundle carries them (the list is built
// with a call, which a bundler keeps even when nothing reads it: it was in /home's first load, docs/performance.md).

import type { PaletteColour } from './palette';

/** Text colour on a surface, with the level it must reach: 'text' (4.5:1) or 'large' (large text, controls: 3:1). */
export interface ContrastPair {
  text: PaletteColour;
  on: PaletteColour;
  level: 'text' | 'large';
}

/** Every text-on-surface pair the product uses; palette.test.ts measures each. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  ...(['surface', 'page', 'vipSurface', 'dangerSurface', 'warningSurface', 'blueSurface', 'activitySurface'] as const).flatMap((on) => [
    { text: 'text', on, level: 'text' } as const,
    { text: 'textSecondary', on, level: 'text' } as const,
  ]),
  { text: 'blueText', on: 'surface', level: 'text' },
  { text: 'blueText', on: 'page', level: 'text' },
  { text: 'blueText', on: 'blueSurface', level: 'text' },
  { text: 'textOnColour', on: 'bluePanel', level: 'text' },
  // The spec's button: large text (19 px bold) on it; smaller button texts are decision 0021's exception.
  { text: 'textOnColour', on: 'button', level: 'large' },
  { text: 'danger', on: 'surface', level: 'text' },
  { text: 'danger', on: 'dangerSurface', level: 'text' },
  { text: 'textOnColour', on: 'danger', level: 'text' },
  { text: 'success', on: 'surface', level: 'text' },
  { text: 'textOnColour', on: 'success', level: 'text' },
  { text: 'textOnColour', on: 'warning', level: 'text' },
  { text: 'textOnColour', on: 'blueText', level: 'text' },
  { text: 'warning', on: 'warningSurface', level: 'text' },
  { text: 'warning', on: 'surface', level: 'text' },
  { text: 'vipInk', on: 'vipGold', level: 'text' },
  { text: 'vipGold', on: 'vipDeep', level: 'text' },
  { text: 'textOnColour', on: 'vipDeep', level: 'text' },
  { text: 'vipText', on: 'vipDeep', level: 'text' },
  { text: 'vipText', on: 'vipInk', level: 'text' },
  { text: 'activityInk', on: 'activitySurface', level: 'text' },
  { text: 'activityInk', on: 'activityGlow', level: 'text' },
  { text: 'storeGreen', on: 'surface', level: 'text' },
  { text: 'textOnColour', on: 'storeGreen', level: 'text' },
];
