import { loggedOut } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import { openOverlay } from '@pocket/app-core/overlays';
import { QUICK_REPAY_HEADER, REQUEST_TIMEOUT_MS, RESPONSE_CODE } from '@pocket/contracts/constants';
import type { Envelope } from '@pocket/contracts/envelope';
import { moneyFromWire, moneyToWire } from '@pocket/contracts/money/wire-fields';

import { ApiError } from './api-error';
import { takeBootAnswer } from './boot-answers';
import { decide } from './error-catalogue';
import { isPowChallenge, POW_HEADER } from './pow-challenge';
import type { PowChallenge } from './pow-challenge';
import { signedHeaders } from './sign';
import { reactVantToaster } from './toaster';
import type { Toaster } from './toaster';
import { send, TransportError } from './transport';

export const API_BASE = '/api';
export const NETWORK_ERROR_MSG = 'Network error, please check your connection and try again';

/** The store the client reads headers from and tells about a 401; passed in so api-client never imports the app. */
export interface ClientStore {
  getState(): { appState: AppState };
  dispatch(action: { type: string }): unknown;
}

let configured: { store: ClientStore; toaster: Toaster } | undefined;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/** One call as the client takes it (the subset of axios's request config this app used). */
export interface RequestConfig {
  url: string;
  method?: Method;
  data?: unknown;
  /** Query string; arrays as repeated keys: ids=1&ids=2 (docs/product.md#calls); null and undefined are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A token-flagged call (docs/product.md#calls): it carries uid, nonce, timestamp, sign and token. */
  needsToken?: boolean;
  /** Sent as the Idempotency-Key header on money-moving calls (see ./idempotency). */
  idempotencyKey?: string;
  /** A quick-repay call (/qp, no login): sent as X-Quick-Repay-Token; its 401 means the token expired (see apply). */
  quickRepayToken?: string;
  signal?: AbortSignal;
  /** Upload progress (the call then goes through XMLHttpRequest: fetch reports none). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface HttpResponse<T> {
  status: number;
  data: T;
}

function queryOf(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      query.append(key, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The one HTTP client: base /api, the 120 s time-out, default and signed headers on every call, the catalogue of
 * docs/product.md#error-catalogue applied to every answer (see `request`).
 */
export const http = {
  defaults: { baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS },
  request: <T>(config: RequestConfig): Promise<HttpResponse<T>> => request(config) as Promise<HttpResponse<T>>,
};

export function configureApiClient(options: { store: ClientStore; toaster?: Toaster; baseURL?: string }): void {
  configured = { store: options.store, toaster: options.toaster ?? reactVantToaster };
  http.defaults.baseURL = options.baseURL ?? API_BASE;
}

/** The configured toaster, for a page's own product messages (tests record them like the catalogue's). */
export function clientToaster(): Toaster {
  return current().toaster;
}

function current() {
  if (!configured) throw new Error('The api client is used before configureApiClient({ store }) was called');
  return configured;
}

export function defaultHeaders(state: AppState): Record<string, string> {
  return {
    appName: state.appName,
    AppVersionCode: state.AppVersionCode,
    'X-TenantID': state.tenantID,
    lang: state.lang,
    deviceBrand: state.device,
    appChannelCode: state.appChannelCode,
  };
}

function headersOf(config: RequestConfig, appState: AppState): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...config.headers, ...defaultHeaders(appState) };
  if (config.data !== undefined) headers['Content-Type'] = 'application/json';
  if (config.needsToken) Object.assign(headers, signedHeaders(appState.uid, appState.token));
  if (config.idempotencyKey) headers['Idempotency-Key'] = config.idempotencyKey;
  if (config.quickRepayToken) headers[QUICK_REPAY_HEADER] = config.quickRepayToken;
  return headers;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';

function apply(code: number, msg: string, data: unknown, httpLevel: boolean, quickRepay: boolean): 'resolve' | 'pass' {
  const { store, toaster } = current();
  // A quick-repay 401 is an expired phone verification, not a session: /qp asks for a new code, nobody is logged out.
  if (quickRepay && code === RESPONSE_CODE.unauthorized) throw new ApiError(code, msg, data, false);
  const decision = decide(code, httpLevel);
  if (decision.logout) {
    store.dispatch(loggedOut());
    store.dispatch(openOverlay({ id: 'login' }));
  }
  if (decision.toast === 'plain') toaster.show(msg);
  if (decision.toast === 'fail') toaster.fail(msg);
  if (decision.outcome === 'reject') throw new ApiError(code, msg, data, decision.toast !== 'none');
  return decision.outcome;
}

/** The proof of work an unusually busy network is asked for with a 429 (docs/security.md, issue 34), if any. */
const powOf = (status: number, body: Envelope<unknown> | undefined): PowChallenge | undefined => {
  const pow = (body?.data as { pow?: unknown } | null | undefined)?.pow;
  return (status === RESPONSE_CODE.tooManyRequests || body?.code === RESPONSE_CODE.tooManyRequests) && isPowChallenge(pow) ? pow : undefined;
};

async function request(config: RequestConfig, powGiven = false): Promise<HttpResponse<unknown>> {
  const { appState } = current().store.getState();
  // Spec paths that already start with /api/ are not prefixed twice.
  const path = config.url.startsWith(`${API_BASE}/`) ? config.url.slice(API_BASE.length) : config.url;
  const quickRepay = Boolean(config.quickRepayToken);
  const method = (config.method ?? 'GET').toUpperCase();
  const query = queryOf(config.params);
  // An anonymous start-up call the page came with an answer for (boot-answers.ts) needs no round trip.
  const boot = method === 'GET' && !config.needsToken && !quickRepay ? takeBootAnswer(`${API_BASE}${path}${query}`) : undefined;
  let answer: HttpResponse<unknown>;
  try {
    answer = boot !== undefined ? { status: 200, data: boot } : await send({
      method,
      url: `${http.defaults.baseURL}${path}${query}`,
      headers: headersOf(config, appState),
      // Money is Ngwee inside and Kwacha on the wire (decision 0041): sent as Kwacha here, read as Ngwee below.
      ...(config.data !== undefined ? { body: JSON.stringify(config.data, moneyToWire) } : {}),
      timeoutMs: http.defaults.timeout,
      ...(config.signal ? { signal: config.signal } : {}),
      ...(config.onUploadProgress ? { onUploadProgress: config.onUploadProgress } : {}),
    });
  } catch (error) {
    // A caller's abort is not a failure to tell the user about.
    if (!(error instanceof TransportError)) throw error;
    current().toaster.fail(NETWORK_ERROR_MSG);
    throw new ApiError(0, NETWORK_ERROR_MSG, null, true);
  }
  const body = isEnvelope(answer.data) ? answer.data : undefined;
  // Asked for a proof of work: compute it (about a second) and repeat the call once with it, before any toast.
  const pow = powGiven ? undefined : powOf(answer.status, body);
  if (pow) return request({ ...config, headers: { ...config.headers, [POW_HEADER]: await (await import('./proof-of-work')).solvePow(pow) } }, true);
  if (answer.status >= 200 && answer.status < 300) {
    if (body) {
      // Once per answer, fetched or the page's own (boot-answers.ts): every cache and caller reads Ngwee.
      if (body.code === RESPONSE_CODE.ok) moneyFromWire(body.data);
      apply(body.code, body.msg, body.data, false, quickRepay);
    }
    return answer;
  }
  apply(body?.code ?? answer.status, body?.msg ?? `Request failed with status code ${answer.status}`, body?.data ?? null, true, quickRepay);
  return answer;
}

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  needsToken?: boolean;
  idempotencyKey?: string;
  /** The /qp token of a quick-repay call (a 401 then reaches the caller: no logout, no login panel). */
  quickRepayToken?: string;
  /** Extra headers of one call (e.g. the quick-repay token); the default and signed headers are added anyway. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call through the catalogue. Resolves with the envelope on code 200 and on 501 / 417 (the caller checks code);
 * rejects with an ApiError otherwise, after the toast. POST unless said otherwise (docs/product.md#calls).
 */
export async function apiRequest<T>(request: ApiRequest): Promise<Envelope<T>> {
  const { method = 'POST', ...rest } = request;
  const response = await http.request<Envelope<T>>({ method, ...rest });
  return response.data;
}
