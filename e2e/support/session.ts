import { createHash, randomBytes } from 'node:crypto';

import type { BrowserContext } from '@playwright/test';

/** An app-state field as app-core keeps it in a cookie (JSON, URI-encoded), or undefined. */
export async function appStateCookie(context: BrowserContext, field: string): Promise<unknown> {
  const cookie = (await context.cookies()).find((c) => c.name === field);
  if (!cookie) return undefined;
  return JSON.parse(decodeURIComponent(cookie.value)) as unknown;
}

/** The headers of a token-flagged call (docs/product.md#calls): sign = MD5(uid + nonce + timestamp). */
export function signedHeaders(uid: string, token: string): Record<string, string> {
  const nonce = randomBytes(6).toString('base64url').replace(/[^a-zA-Z0-9]/g, 'x').slice(0, 6);
  const timestamp = String(Date.now());
  const sign = createHash('md5').update(uid + nonce + timestamp).digest('hex');
  return { uid, nonce, timestamp, sign, token };
}
