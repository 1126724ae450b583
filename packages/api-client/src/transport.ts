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
  constructor(readonly reason: 'network' | 'timeout') {
    super(reason === 'timeout' ? 'timeout exceeded' : 'Network Error');
    this.name = 'TransportError';
  }
}

/** What a caller's abort rejects with (axios's text). */
export const canceled = () => Object.assign(new Error('canceled'), { name: 'CanceledError' });

const parse = (text: string): unknown => {
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

function viaXhr(request: WireRequest): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onUploadProgress } = request;
    if (signal?.aborted) return reject(canceled());
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => onUploadProgress({ loaded: event.loaded, ...(event.lengthComputable ? { total: event.total } : {}) });
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.onload = () => settle(() => resolve({ status: xhr.status, data: parse(xhr.responseText) }));
    xhr.onerror = () => settle(() => reject(new TransportError('network')));
    xhr.ontimeout = () => settle(() => reject(new TransportError('timeout')));
    xhr.onabort = () => settle(() => reject(canceled()));
    xhr.send(request.body ?? null);
  });
}

export function send(request: WireRequest): Promise<WireResponse> {
  return request.onUploadProgress ? viaXhr(request) : viaFetch(request);
}
