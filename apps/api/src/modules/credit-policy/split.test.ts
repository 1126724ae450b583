import { describe, expect, it } from 'vitest';

import { armOf } from './split';

describe('the challenger split', () => {
  it('is stable per borrower: the same arm on every call', () => {
    for (let uid = 1; uid <= 1_000; uid += 1) expect(armOf(uid, 7, 20)).toBe(armOf(uid, 7, 20));
  });

  it.each([1, 10, 25, 50])('gives the challenger %i%% of 100,000 borrowers, within 1 percentage point', (share) => {
    let challenger = 0;
    for (let uid = 1; uid <= 100_000; uid += 1) if (armOf(uid, 12, share) === 'challenger') challenger += 1;
    expect(Math.abs((challenger / 100_000) * 100 - share)).toBeLessThan(1);
  });

  it('a borrower in a smaller share is in every larger one (raising the share keeps who was in)', () => {
    for (let uid = 1; uid <= 5_000; uid += 1) if (armOf(uid, 3, 10) === 'challenger') expect(armOf(uid, 3, 30)).toBe('challenger');
  });

  it('a new challenger draws afresh: not the same borrowers as the last one', () => {
    const inShare = (version: number) => Array.from({ length: 10_000 }, (_, i) => i + 1).filter((uid) => armOf(uid, version, 20) === 'challenger');
    const a = new Set(inShare(4));
    const both = inShare(5).filter((uid) => a.has(uid)).length;
    // Independent draws of 20% share about 4% of borrowers, far from the 20% the same draw would.
    expect(both / 10_000).toBeLessThan(0.06);
  });
});
