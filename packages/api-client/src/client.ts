import axios from 'axios';
import type { AxiosError, AxiosResponse, InternalAxiosRequestConfig, Method } from 'axios';

import { loggedOut } from '@pocket/app-core/app-state';
import type { AppState } from '@pocket/app-core/app-state';
import { openOverlay } from '@pocket/app-core/overlays';
import { QUICK_REPAY_HEADER } from '@pocket/contracts/api/quick-repay';
import { REQUEST_TIMEOUT_MS, RESPONSE_CODE } from '@pocket/contracts/constants';
import type { Envelope } from '@pocket/contracts/envelope';

import { ApiError } from './api-error';
import { decide } from './error-catalogue';
import { signedHeaders } from './sign';
import { reactVantToaster } from './toaster';
import type { Toaster } from './toaster';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A token-flagged call (spec section 7): it carries uid, nonce, timestamp, sign and token. */
    needsToken?: boolean;
    /** Sent as the Idempotency-Key header on money-moving calls (see ./idempotency). */
    idempotencyKey?: string;
    /** A quick-repay call (/qp, no login): sent as X-Quick-Repay-Token; its 401 means the token expired (see apply). */
    quickRepayToken?: string;
  }
}

export const API_BASE = '/api';
export const NETWORK_ERROR_MSG = 'Network error, please check your connection and try again';

/** The store the client reads headers from and tells about a 401; passed in so api-client never imports the app. */
export interface ClientStore {
  getState(): { appState: AppState };
  dispatch(action: { type: string }): unknown;
}

let configured: { store: ClientStore; toaster: Toaster } | undefined;

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // Arrays as repeated keys: ids=1&ids=2 (spec section 7).
  paramsSerializer: { indexes: null },
});

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

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const { appState } = current().store.getState();
  // Spec paths that already start with /api/ are not prefixed twice.
  if (config.url?.startsWith(`${API_BASE}/`)) config.url = config.url.slice(API_BASE.length);
  config.headers.set(defaultHeaders(appState));
  if (config.needsToken) config.headers.set({ ...signedHeaders(appState.uid, appState.token) });
  if (config.idempotencyKey) config.headers.set('Idempotency-Key', config.idempotencyKey);
  if (config.quickRepayToken) config.headers.set(QUICK_REPAY_HEADER, config.quickRepayToken);
  return config;
});

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

http.interceptors.response.use(
  (response: AxiosResponse) => {
    if (isEnvelope(response.data)) apply(response.data.code, response.data.msg, response.data.data, false, Boolean(response.config.quickRepayToken));
    return response;
  },
  (error: AxiosError) => {
    if (axios.isCancel(error)) throw error;
    const { response } = error;
    if (!response) {
      current().toaster.fail(NETWORK_ERROR_MSG);
      throw new ApiError(0, NETWORK_ERROR_MSG, null, true);
    }
    const body = isEnvelope(response.data) ? response.data : undefined;
    apply(body?.code ?? response.status, body?.msg ?? error.message, body?.data ?? null, true, Boolean(error.config?.quickRepayToken));
    return response;
  },
);

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
 * rejects with an ApiError otherwise, after the toast. POST unless said otherwise (spec section 7).
 */
export async function apiRequest<T>(request: ApiRequest): Promise<Envelope<T>> {
  const { method = 'POST', ...rest } = request;
  const response = await http.request<Envelope<T>>({ method, ...rest });
  return response.data;
}
