import { describe, expect, it } from 'vitest';

import { AA_LARGE_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { palette, REACT_VANT_COLOURS } from './palette';

describe('contrastRatio (WCAG 2.1)', () => {
  it('measures the figures of issue 33', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#969799', '#ffffff')).toBeCloseTo(2.92, 2);
    expect(contrastRatio('#ffffff', '#3271EA')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#FFD98A')).toBeCloseTo(1.35, 2);
    expect(contrastRatio('#FF590D', '#FFFBE8')).toBeCloseTo(3.02, 2);
  });

  it('names a colour it cannot read', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow("Not an opaque #rgb or #rrggbb colour: 'blue'");
  });
});

describe('the palette', () => {
  it.each(CONTRAST_PAIRS)('$text on $on reaches AA for $level', ({ text, on, level }) => {
    const ratio = contrastRatio(palette[text], palette[on]);
    expect(ratio, `${text} ${palette[text]} on ${on} ${palette[on]}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      level === 'text' ? AA_TEXT : AA_LARGE_TEXT,
    );
  });

  it("keeps the spec's default button colour #3271EA (docs/product.md#business-constants) and a darker blue for text", () => {
    expect(palette.button).toBe('#3271EA');
    expect(REACT_VANT_COLOURS['--rv-button-primary-background-color']).toBe('#3271EA');
    expect(contrastRatio(palette.blueText, palette.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(palette.button, palette.surface)).toBeLessThan(AA_TEXT);
  });

  it("replaces react-vant's greys that fail AA on white", () => {
    for (const name of ['--rv-gray-6', '--rv-text-color-weak', '--rv-input-placeholder-text-color']) {
      expect(contrastRatio(REACT_VANT_COLOURS[name]!, palette.surface), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
    expect(contrastRatio(REACT_VANT_COLOURS['--rv-notice-bar-text-color']!, palette.warningSurface)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
