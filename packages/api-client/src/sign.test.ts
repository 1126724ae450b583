// @vitest-environment node
import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { makeNonce, signedHeaders, signOf } from './sign';

describe('request signature', () => {
  it('is the lowercase hex MD5 of uid + nonce + timestamp (RFC 1321 test vector)', () => {
    expect(signOf('a', 'b', 'c')).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
  ])('MD5 of %j is the RFC 1321 value', (text, expected) => {
    expect(signOf(text, '', '')).toBe(expected);
  });

  it('matches node:crypto for every length across the 55/56/64-byte padding edges and for non-ASCII text', () => {
    for (let length = 0; length < 140; length += 1) {
      const text = 'xé'.repeat(length).slice(0, length);
      expect(signOf(text, '', '')).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });

  it('matches an independent MD5 for many random uids, nonces and timestamps', () => {
    for (let i = 0; i < 200; i += 1) {
      const uid = crypto.randomUUID();
      const headers = signedHeaders(uid, 'token', 1_700_000_000_000 + i);
      const expected = createHash('md5').update(`${uid}${headers.nonce}${headers.timestamp}`).digest('hex');
      expect(headers.sign).toBe(expected);
    }
  });

  it('uses 6 alphanumerics as nonce and ms since the epoch as timestamp', () => {
    const nonces = new Set(Array.from({ length: 500 }, () => makeNonce()));
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(nonces.size).toBeGreaterThan(495);
    expect(signedHeaders('u', 't', 1_732_000_000_123).timestamp).toBe('1732000000123');
  });
});
