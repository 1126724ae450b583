// A call with upload progress (fetch has none), loaded by ./transport's `send` when the first such call starts.

import { canceled, parse, TransportError, type WireRequest, type WireResponse } from './transport';

export function viaXhr(request: WireRequest): Promise<WireResponse> {
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
