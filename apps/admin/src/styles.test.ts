// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

// The desk's colours are written once, as variables in styles.css: every text-on-surface pair it uses must meet WCAG
// AA for normal text (4.5:1), as the borrower app's palette test asks of its own.
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const colours = Object.fromEntries([...css.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name!, hex!]));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** [text, surface]: the pairs the style sheet draws. */
const PAIRS: [string, string][] = [
  ['ink', 'surface'],
  ['ink', 'page'],
  ['muted', 'surface'],
  ['muted', 'page'],
  ['primary', 'surface'],
  ['primary', 'page'],
  ['danger', 'surface'],
  ['primary-ink', 'primary'],
  ['primary-ink', 'danger'],
  ['warning-ink', 'warning-bg'],
];

describe('the desk’s colours', () => {
  it('defines every colour it pairs', () => {
    for (const name of PAIRS.flat()) expect(colours[name], name).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it.each(PAIRS)('%s on %s is at least 4.5:1 (WCAG AA)', (text, surface) => {
    expect(contrast(colours[text]!, colours[surface]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does (black on white is 21:1, a grey on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
