/**
 * How one HTTP call goes over the wire: `fetch`, or XMLHttpRequest when the caller wants upload progress (fetch has
 * none). It answers the status and the parsed body whatever the status; only a call that got no answer rejects:
 * with `TransportError` (network down, timed out) or, when the caller aborted, with the abort's own error.
 */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

export interface WireResponse {
  status: number;
  /** JSON when the body parses as JSON, else its text ('' when empty), as axios answered. */
  data: unknown;
}

/** No answer: the connection failed or the time-out passed. */
export class TransportError extends Error {
  declare readonly reason: 'network' | 'timeout';

  constructor(reason: 'network' | 'timeout') {
    super(reason === 'timeout' ? 'timeout exceeded' : 'Network Error');
    this.reason = reason;
    this.name = 'TransportError';
  }
}

/** What a caller's abort rejects with (axios's text). */
export const canceled = () => Object.assign(new Error('canceled'), { name: 'CanceledError' });

/** The body as the caller reads it. */
export const parse = (text: string): unknown => {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

async function viaFetch(request: WireRequest): Promise<WireResponse> {
  const { signal } = request;
  if (signal?.aborted) throw canceled();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return { status: response.status, data: parse(await response.text()) };
  } catch {
    if (timedOut) throw new TransportError('timeout');
    if (signal?.aborted) throw canceled();
    throw new TransportError('network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a call. XMLHttpRequest's code (./transport-xhr) comes with the first upload that wants progress (KYC's
 * photos), not in /home's first load (docs/performance.md); when it cannot come, the upload fails as one whose
 * connection failed.
 */
export function send(request: WireRequest): Promise<WireResponse> {
  return request.onUploadProgress
    ? import('./transport-xhr').then(
        ({ viaXhr }) => viaXhr(request),
        () => Promise.reject(new TransportError('network')),
      )
    : viaFetch(request);
}
