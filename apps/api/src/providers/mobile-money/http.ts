import { ProviderError } from './types';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One HTTP call to an operator with a time-out; network failures and time-outs become ProviderErrors. */
export async function callOperator(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<HttpAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: { ...init.headers, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ProviderError('timeout', `No answer from ${new URL(url).host} in ${timeoutMs} ms`);
    throw new ProviderError('unavailable', `Cannot reach ${new URL(url).host}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** Caches an access token until shortly before it expires. */
export class TokenCache {
  #token: string | null = null;
  #until = 0;
  constructor(private readonly fetchToken: () => Promise<{ token: string; expiresInS: number }>) {}

  async get(): Promise<string> {
    if (this.#token && Date.now() < this.#until) return this.#token;
    const { token, expiresInS } = await this.fetchToken();
    this.#token = token;
    this.#until = Date.now() + Math.max(0, expiresInS - 60) * 1000;
    return token;
  }

  clear(): void {
    this.#token = null;
  }
}

/** Kwacha as a decimal string with 2 places, from ngwee. */
export const kwachaString = (ngwee: number): string => `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
