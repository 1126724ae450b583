/**
 * The proof of work the server asks of an unusually busy network (apps/api/src/modules/auth/otp-network.ts): find a
 * counter such that sha256(challenge + counter) starts with `difficulty` zero bits, and send
 * `X-Pocket-Pow: <challenge>.<counter>`. 16 bits is 65,536 hashes on average. A small synchronous sha256 (one call of
 * crypto.subtle per try costs more in promise overhead than the hash), in slices that let the page breathe.
 */
import type { PowChallenge } from './pow-challenge';

// The challenge's shape and header live in pow-challenge.ts, which the client reads at every answer; this solver is
// fetched only when a challenge comes (issue 28: not on any first screen).
export { isPowChallenge, POW_HEADER } from './pow-challenge';
export type { PowChallenge } from './pow-challenge';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W = new Uint32Array(64);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** sha256 of an ASCII string (challenges and counters are ASCII); the 8 words of the digest. */
export function sha256Ascii(text: string): Uint32Array {
  const blocks = Math.ceil((text.length + 9) / 64);
  const bytes = new Uint8Array(blocks * 64);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  bytes[text.length] = 0x80;
  const bits = text.length * 8;
  const end = bytes.length;
  bytes[end - 4] = (bits >>> 24) & 0xff;
  bytes[end - 3] = (bits >>> 16) & 0xff;
  bytes[end - 2] = (bits >>> 8) & 0xff;
  bytes[end - 1] = bits & 0xff;
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  for (let block = 0; block < end; block += 64) {
    for (let t = 0; t < 16; t += 1) {
      const o = block + t * 4;
      W[t] = (bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!;
    }
    for (let t = 16; t < 64; t += 1) {
      const a = W[t - 15]!;
      const b = W[t - 2]!;
      W[t] = (rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)) + W[t - 7]! + (rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)) + W[t - 16]!;
    }
    let [a, b, c, d, e, f, g, k] = h as unknown as number[];
    for (let t = 0; t < 64; t += 1) {
      const t1 = (k! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[t]! + W[t]!) | 0;
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) | 0;
      k = g;
      g = f;
      f = e;
      e = (d! + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, k].forEach((word, i) => (h[i] = h[i]! + word!));
  }
  return h;
}

/** Leading zero bits of a digest given as words. */
export function leadingZeroBits(words: Uint32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word === 0) {
      bits += 32;
      continue;
    }
    return bits + Math.clz32(word);
  }
  return bits;
}

/** The header value that answers the challenge; yields to the page every `slice` tries. */
export async function solvePow({ challenge, difficulty }: PowChallenge, slice = 4096): Promise<string> {
  for (let counter = 0; ; counter += 1) {
    if (leadingZeroBits(sha256Ascii(challenge + counter)) >= difficulty) return `${challenge}.${counter}`;
    if (counter % slice === slice - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
