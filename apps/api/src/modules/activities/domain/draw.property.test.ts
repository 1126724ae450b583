import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { drawPrize } from './draw';

const WHEEL = [
  { id: 1, weight: 40, cost: 0 },
  { id: 2, weight: 25, cost: 500 },
  { id: 3, weight: 15, cost: 1_000 },
  { id: 4, weight: 10, cost: 2_000 },
  { id: 5, weight: 7, cost: 5_000 },
  { id: 6, weight: 3, cost: 10_000 },
];

/** A day of spins: each spin draws under what is left of the budget and spends the prize's cost. */
function day(budget: number, spins: number, rand: () => number) {
  let spent = 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < spins; i++) {
    const p = drawPrize(WHEEL, budget - spent, rand());
    spent += p.cost;
    counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
  }
  return { spent, counts };
}

/** A seeded generator (mulberry32) so a failing case replays. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

describe('prize draw', () => {
  it('spins of a day never give away more than the daily budget', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 500 }), fc.integer(), (budget, spins, seed) => {
        const { spent, counts } = day(budget, spins, seeded(seed));
        expect(spent).toBeLessThanOrEqual(budget);
        expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(spins);
      }),
      { numRuns: 300 },
    );
  });

  it('prizes come out near their configured weights while the budget lasts', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const spins = 20_000;
        const { counts } = day(Number.MAX_SAFE_INTEGER, spins, seeded(seed));
        const total = WHEEL.reduce((s, p) => s + p.weight, 0);
        for (const p of WHEEL) {
          const expected = (spins * p.weight) / total;
          // Five standard deviations of a binomial count: fails only when the draw is biased.
          const sd = Math.sqrt(spins * (p.weight / total) * (1 - p.weight / total));
          expect(Math.abs((counts.get(p.id) ?? 0) - expected)).toBeLessThan(5 * sd);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('once the budget is spent only the free slot comes out', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(drawPrize(WHEEL, 499, r).id).toBe(1);
      }),
    );
  });

  it('a prize with weight 0 never comes out, and a wheel without a free slot refuses when the budget is spent', () => {
    const wheel = [{ id: 1, weight: 0, cost: 0 }, { id: 2, weight: 5, cost: 100 }];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(drawPrize(wheel, 1_000, r).id).toBe(2);
      }),
    );
    expect(() => drawPrize(wheel, 50, 0.5)).toThrow(/free slot/);
  });
});
