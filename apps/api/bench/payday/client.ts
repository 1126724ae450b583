/**
 * The payday bench's HTTP client: keep-alive connections to each API process, requests spread over them in turn (a
 * load balancer without stickiness: a borrower's read often lands on another process than their write), the
 * borrower's signed headers (docs/product.md#calls) with a nonce that never repeats, and every answer timed.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';

import { CLIENT_HEADERS } from '../prepare.mjs';

export interface Answer {
  status: number;
  /** The envelope, or null when the body was not JSON (or the request failed: status 0). */
  json: { code?: number; msg?: string; data?: unknown } | null;
  headers: http.IncomingHttpHeaders;
  startedAt: number;
  ms: number;
  /** Index of the API process that answered. */
  target: number;
  error?: string;
}

/** Longer than the product's operator time-out (MOMO_TIMEOUT_MS, 30 s), which a submit may wait for. */
const TIMEOUT_MS = 75_000;

/** The error of a request not sent because the bench was ending (not the product's: not counted as an error). */
export const STOPPED = 'stopped: the bench was ending';

export class Targets {
  readonly #agents: http.Agent[];
  #next = 0;
  #stopped = false;
  #inFlight = 0;
  constructor(readonly urls: string[]) {
    this.#agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 512 }));
  }

  /** One request to the next process in turn (or to `target`). */
  send(method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown; target?: number } = {}): Promise<Answer> {
    const target = opts.target ?? this.#next++ % this.urls.length;
    if (this.#stopped) return Promise.resolve({ status: 0, json: null, headers: {}, startedAt: Date.now(), ms: 0, target, error: STOPPED });
    this.#inFlight += 1;
    const url = new URL(path, this.urls[target]);
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const startedAt = Date.now();
    const t0 = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, text: string, headers: http.IncomingHttpHeaders, error?: string) => {
        this.#inFlight -= 1;
        let json: Answer['json'] = null;
        try {
          json = text ? (JSON.parse(text) as Answer['json']) : null;
        } catch {
          json = null;
        }
        resolve({ status, json, headers, startedAt, ms: performance.now() - t0, target, ...(error ? { error } : {}) });
      };
      const req = http.request(
        url,
        {
          method,
          agent: this.#agents[target],
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }), ...opts.headers },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => done(res.statusCode ?? 0, text, res.headers));
          res.on('error', (err) => done(0, '', {}, err.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      req.on('error', (err) => done(0, '', {}, err.message));
      req.end(body);
    });
  }

  /** No new requests (they answer STOPPED at once); resolves when those in flight are answered, or after `ms`. */
  async stop(ms: number): Promise<number> {
    this.#stopped = true;
    const until = Date.now() + ms;
    while (this.#inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    return this.#inFlight;
  }

  close(): void {
    for (const a of this.#agents) a.destroy();
  }
}

/** A borrower's signing state: the session token, the uid its first call binds, a nonce counter. */
export interface Signer {
  token: string;
  uid: string;
  nonce: number;
}

/** Fresh signed headers: sign = MD5(uid + nonce + timestamp); the nonce counts up (never the same twice per uid). */
export function signedHeaders(s: Signer): Record<string, string> {
  s.nonce += 1;
  const nonce = s.nonce.toString(36).padStart(6, '0');
  const timestamp = String(Date.now());
  return { ...CLIENT_HEADERS, token: s.token, uid: s.uid, nonce, timestamp, sign: createHash('md5').update(s.uid + nonce + timestamp).digest('hex') };
}

/** Kwacha on the wire (a number or a decimal string) as integer ngwee. */
export const ngweeOf = (kwacha: unknown): number => Math.round(Number(kwacha) * 100);
/** Integer ngwee as the Kwacha string a client sends. */
export const kwachaOf = (ngwee: number): string => `${Math.floor(ngwee / 100)}.${String(ngwee % 100).padStart(2, '0')}`;
