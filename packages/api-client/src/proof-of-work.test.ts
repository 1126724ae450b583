// @vitest-environment node
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { isPowChallenge, leadingZeroBits, sha256Ascii, solvePow } from './proof-of-work';

const hex = (words: Uint32Array) => Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');

describe('the proof of work of a busy network (issue 34)', () => {
  it('sha256 matches node:crypto on short and multi-block inputs', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'lq8a1b2.16.AbCdEfGhIjKl.0123456789abcdef123456', 'w'.repeat(200)]) {
      expect(hex(sha256Ascii(text))).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('finds a counter whose hash has the asked leading zero bits, as the server checks it', async () => {
    const challenge = 'lq8a1b2.12.AbCdEfGhIjKl.0123456789abcdef';
    const answer = await solvePow({ challenge, difficulty: 12 });
    expect(answer.startsWith(`${challenge}.`)).toBe(true);
    const counter = answer.slice(challenge.length + 1);
    expect(counter).toMatch(/^\d+$/);
    const digest = createHash('sha256').update(challenge + counter).digest();
    expect(digest.readUInt16BE(0) >> 4).toBe(0);
    expect(leadingZeroBits(sha256Ascii(challenge + counter))).toBeGreaterThanOrEqual(12);
  });

  it('16 bits take about a second or less (measured here; docs/security.md)', async () => {
    const started = performance.now();
    let tries = 0;
    for (let i = 0; i < 5; i += 1) {
      const answer = await solvePow({ challenge: `lq8a1b2.16.AbCdEfGhIj${i}x.0123456789abcdef`, difficulty: 16 });
      tries += Number(answer.slice(answer.lastIndexOf('.') + 1)) + 1;
    }
    const perHash = (performance.now() - started) / tries;
    console.log(`proof of work: ${tries} hashes in 5 solutions, ${(perHash * 1000).toFixed(2)} µs per hash, 65,536 hashes = ${(perHash * 65.536).toFixed(2)} s`);
    expect(perHash * 65_536).toBeLessThan(5_000);
  });

  it('takes only a well-formed challenge', () => {
    expect(isPowChallenge({ challenge: 'a', difficulty: 16 })).toBe(true);
    expect(isPowChallenge({ challenge: 'a', difficulty: 64 })).toBe(false);
    expect(isPowChallenge({ challenge: 1, difficulty: 16 })).toBe(false);
    expect(isPowChallenge(null)).toBe(false);
  });
});
