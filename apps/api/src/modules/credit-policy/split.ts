import type { PolicyArm } from './schema';

/** Buckets of the split: a share of `sharePct` percent is the buckets below `sharePct * 100`. */
const BUCKETS = 10_000;

/** FNV-1a, 32 bits: a fast, well-spread hash of a short text (not a secret: the split only needs to be stable). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A final mix, so ids that differ only in their last digit spread over all the buckets.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * The arm a borrower's applications fall in while a challenger runs: the same for every application of the borrower
 * (a hash of the borrower id and the challenger's version, never a coin tossed per call), a new draw for a new
 * challenger. `sharePct` whole percent (1-50) of borrowers fall in the challenger.
 */
export function armOf(userId: number, challengerVersion: number, sharePct: number): PolicyArm {
  return fnv1a(`${userId}:${challengerVersion}`) % BUCKETS < sharePct * (BUCKETS / 100) ? 'challenger' : 'champion';
}
