import { NONCE_LENGTH } from '@pocket/contracts/constants';

import { md5 } from './md5';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Six random alphanumerics (docs/product.md#business-constants); rejection sampling keeps every character equally likely. */
export function makeNonce(length = NONCE_LENGTH): string {
  let nonce = '';
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && nonce.length < length) nonce += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return nonce;
}

/** sign = lowercase hex MD5 of uid + nonce + timestamp (docs/architecture.md, API conventions). */
export function signOf(uid: string, nonce: string, timestamp: string): string {
  return md5(`${uid}${nonce}${timestamp}`);
}

export interface SignedHeaders {
  uid: string;
  nonce: string;
  timestamp: string;
  sign: string;
  token: string;
}

/** The headers a token-flagged call carries besides the default ones; timestamp is ms since the epoch. */
export function signedHeaders(uid: string, token: string, now: number = Date.now()): SignedHeaders {
  const nonce = makeNonce();
  const timestamp = String(now);
  return { uid, nonce, timestamp, sign: signOf(uid, nonce, timestamp), token };
}
