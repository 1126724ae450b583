/** A seeded random source (mulberry32): the same seed plays the same portfolio on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Helpers over one random source. */
export function dice(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    random,
    /** A whole number in [min, max], both included. */
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!,
    /** True with probability p. */
    chance: (p: number) => random() < p,
  };
}
export type Dice = ReturnType<typeof dice>;
